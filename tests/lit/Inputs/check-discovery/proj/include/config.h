// Found only through the -I of the compile command in build/.
#pragma once
#define BUFFER_BYTES 1024
