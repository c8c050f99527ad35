#pragma once

/// \file shippeddata.h
/// The data Breakeven ships: the GPU catalog (`gpus.json`) and the presets (`presets/NAME.json`).
/// Both are compiled in (resources/breakeven_data.qrc, under :/breakeven) and installed by the
/// package in share/breakeven/ (packaging/CMakeLists.txt: /usr/share/breakeven/ for the Debian
/// package). An installed file is read first, so a site may replace one; the compiled-in copy is
/// used when there is no installed file (a build tree) or it cannot be read.

#include <QDebug>
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

/// The first of candidates(\a relative, \a installed) that \a read (a path to a result with ok(),
/// `catalog` and errorText()) reads: its catalog, and its path into \a path; an empty catalog (and
/// path) when none does. An installed file that cannot be read is warned about, naming \a what ("GPU
/// catalog"); the compiled-in copy is tested, so its failing is a programming error.
template <typename Catalog, typename Read>
[[nodiscard]] Catalog readFirst(
    const QString &relative, const QString &installed, QString *path, Read read, const QString &what)
{
    for (const QString &candidate : candidates(relative, installed)) {
        const auto r = read(candidate);
        if (r.ok()) {
            if (path)
                *path = candidate;
            return *r.catalog;
        }
        Q_ASSERT_X(!candidate.startsWith(QLatin1Char(':')), "shipped::readFirst", qPrintable(r.errorText()));
        qWarning().noquote() << QStringLiteral("%1 cannot be read, the built-in %2 is used instead:\n%3")
                                    .arg(candidate, what, r.errorText());
    }
    if (path)
        path->clear();
    return {};
}

} // namespace breakeven::shipped
