#ifndef ROUTEGEN_CLIBYAML_SHIM_H
#define ROUTEGEN_CLIBYAML_SHIM_H
#include <yaml.h>
#endif
