/* stand-in for the MUSA SDK header the project vendors */
#pragma once
