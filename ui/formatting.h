#pragma once

/// \file formatting.h
/// The window formats numbers with core's format module (format.h); this header only forwards.

#include "format.h"
