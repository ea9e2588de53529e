#pragma once
typedef float real_t;
