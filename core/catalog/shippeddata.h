#pragma once

/// \file shippeddata.h
/// The data Breakeven ships: the GPU catalog (`gpus.json`) and the presets (`presets/NAME.json`).
/// Both are compiled in (resources/breakeven_data.qrc, under :/breakeven) and installed by the
/// package in share/breakeven/ (packaging/CMakeLists.txt: /usr/share/breakeven/ for the Debian
/// package). An installed file is read first, so a site may replace one; the compiled-in copy is
/// used when there is no installed file (a build tree) or it cannot be read.

#include <QString>
#include <QStringList>

namespace breakeven::shipped {

/// Where the compiled-in copies are: ":/breakeven" (the resource registered on the first call).
[[nodiscard]] QString compiledInDir();
/// Where an installed Breakeven keeps them: share/breakeven beside the executable's bin/
/// (/usr/share/breakeven for /usr/bin/breakeven). It need not exist. Empty before a
/// QCoreApplication exists.
[[nodiscard]] QString installedDir();

/// The file \a relative ("gpus.json", "presets/NAME.json") in \a installed (the installed
/// folder), then the compiled-in one: those that exist, in the order to try them.
[[nodiscard]] QStringList candidates(const QString &relative, const QString &installed = installedDir());

} // namespace breakeven::shipped
