#pragma once

/// \file appgpucatalog.h
/// The window's GPU catalog: the built-in one merged with the user's file
/// (Settings::userGpuCatalogPath()), read once per run. A broken user file leaves the built-in
/// catalog in use and gives a message, shown once (MainWindow).

#include "gpucatalog.h"

#include <QCoreApplication>
#include <QString>

namespace breakeven {

class AppGpuCatalog {
    Q_DECLARE_TR_FUNCTIONS(AppGpuCatalog)
public:
    /// The catalog the window offers (read on first use).
    [[nodiscard]] static const GpuCatalog &catalog();
    /// Reads the built-in and the user's catalog again (the user's file may have changed); a
    /// problem with it will be said again. Windows already open keep the entries they listed.
    static void reload();
    /// The first time it is called after a broken user file was read: the message to show (the
    /// file, its fields, and that the built-in catalog is used); empty otherwise and every later time.
    [[nodiscard]] static QString takeUserProblem();
    /// What the catalog says of \a gpu, in plain text over several lines: memory, MXFP4, GPUs per
    /// node and source, then each rent quote and measured decode point with its date and source.
    [[nodiscard]] static QString describe(const GpuSpec &gpu);
};

} // namespace breakeven
