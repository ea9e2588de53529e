// The project's own wrapper, found first by a.cu (-iquote shim).
#pragma once
