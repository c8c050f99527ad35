// Issue 14: Help > About, the application icon, and the presets an installed Breakeven reads from
// share/breakeven/presets.
#include "appicon.h"
#include "mainwindow.h"
#include "presetsession.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <algorithm>

using namespace breakeven;

TEST(About, NamesTheVersionTheLicenseAndTheThreeSourceArticles)
{
    const QString before = QCoreApplication::applicationVersion();
    QCoreApplication::setApplicationVersion(QStringLiteral("9.8.7 (v9.8.7-3-gabc1234)"));
    const QString text = MainWindow::aboutText();
    QCoreApplication::setApplicationVersion(before);

    EXPECT_TRUE(text.contains(QStringLiteral("<b>Breakeven 9.8.7 (v9.8.7-3-gabc1234)</b>"))) << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("MIT license"))) << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("The Breakeven developers"))) << text.toStdString();
    for (const QString &article : { QStringLiteral("APIYI, 'Kimi K3.1 Pro: implantação local' (Oct 2026)"),
             QStringLiteral("CometAPI, 'Kimi K3 auto-hospedado vs API' (Jul 2026)"),
             QStringLiteral("'Self-hosting de LLMs: valerá a pena hospedar o Kimi K3 em casa?' (Jul 2026)") })
        EXPECT_TRUE(text.contains(QStringLiteral("<li>") + article)) << article.toStdString();
}

TEST(AppIcon, HasEveryRenderedSizeAndTheCrossingMarker)
{
    const QIcon icon = appIcon();
    QList<int> sizes;
    for (const QSize &s : icon.availableSizes()) {
        EXPECT_EQ(s.width(), s.height());
        sizes << s.width();
    }
    std::sort(sizes.begin(), sizes.end());
    EXPECT_EQ(sizes, QList<int>({ 16, 24, 32, 48, 64, 128, 256, 512 }));

    // The break-even marker (icons/breakeven.svg: a green circle at 37,27 of 64) and the rounded
    // corner, transparent, at the largest and the smallest size.
    const QImage large = icon.pixmap(512).toImage();
    ASSERT_EQ(large.size(), QSize(512, 512));
    EXPECT_EQ(large.pixelColor(37 * 8, 27 * 8), QColor(QStringLiteral("#2ecc71")));
    EXPECT_EQ(large.pixelColor(0, 0).alpha(), 0);
    const QImage small = icon.pixmap(16).toImage();
    ASSERT_EQ(small.size(), QSize(16, 16));
    EXPECT_EQ(small.pixelColor(0, 0).alpha(), 0);
    const QColor marker = small.pixelColor(9, 6);
    EXPECT_GT(marker.green(), 150) << marker.name().toStdString();
    EXPECT_LT(marker.red(), 120) << marker.name().toStdString();
}

TEST(ShippedPresets, InstalledFilesReplaceAndExtendTheCompiledInOnes)
{
    const QStringList compiledIn = PresetSession::shippedPresets(QString());
    ASSERT_EQ(compiledIn.size(),
        QDir(QStringLiteral(BREAKEVEN_SOURCE_DIR "/presets"))
            .entryList({ QStringLiteral("*.json") }, QDir::Files)
            .size());
    for (const QString &path : compiledIn)
        EXPECT_TRUE(path.startsWith(QStringLiteral(":/breakeven/presets/"))) << path.toStdString();
    EXPECT_EQ(PresetSession::shippedPresets(QStringLiteral("/nonexistent/breakeven/presets")), compiledIn);

    QTemporaryDir installed;
    ASSERT_TRUE(installed.isValid());
    const QString replaced = installed.filePath(QStringLiteral("china-b300-buy.json"));
    const QString added = installed.filePath(QStringLiteral("aaa-site-preset.json"));
    ASSERT_TRUE(QFile::copy(QStringLiteral(BREAKEVEN_SOURCE_DIR "/presets/china-b300-buy.json"), replaced));
    ASSERT_TRUE(QFile::copy(QStringLiteral(BREAKEVEN_SOURCE_DIR "/presets/china-b300-buy.json"), added));

    const QStringList all = PresetSession::shippedPresets(installed.path());
    ASSERT_EQ(all.size(), compiledIn.size() + 1);
    EXPECT_EQ(all.first(), added); // sorted by file name
    EXPECT_TRUE(all.contains(replaced));
    EXPECT_FALSE(all.contains(QStringLiteral(":/breakeven/presets/china-b300-buy.json")));
    QStringList names;
    for (const QString &path : all)
        names << QFileInfo(path).fileName();
    QStringList sorted = names;
    sorted.sort();
    EXPECT_EQ(names, sorted);
}

TEST(ShippedPresets, TheInstalledFolderIsShareBreakevenPresetsBesideBin)
{
    EXPECT_EQ(QDir::cleanPath(PresetSession::installedPresetDir()),
        QDir::cleanPath(QCoreApplication::applicationDirPath() + QStringLiteral("/../share/breakeven/presets")));
}

// Issue 32 item 3: the desktop entry ties the window to its menu entry, in one main category.
TEST(DesktopEntry, IsNamedByTheIdTheWindowGivesAndHasOneMainCategory) // #32
{
    QFile entry(QStringLiteral(BREAKEVEN_SOURCE_DIR "/packaging/") + QLatin1String(desktopEntryId)
        + QStringLiteral(".desktop"));
    ASSERT_TRUE(entry.open(QIODevice::ReadOnly)) << entry.fileName().toStdString();
    const QStringList lines = QString::fromUtf8(entry.readAll()).split(QLatin1Char('\n'));
    // Qt sets the window's WM_CLASS class to the application name (main.cpp: "Breakeven").
    EXPECT_TRUE(lines.contains(QStringLiteral("StartupWMClass=Breakeven")));
    QStringList categories;
    for (const QString &line : lines)
        if (line.startsWith(QStringLiteral("Categories=")))
            categories = line.mid(11).split(QLatin1Char(';'), Qt::SkipEmptyParts);
    const QStringList mainCategories { QStringLiteral("AudioVideo"), QStringLiteral("Audio"), QStringLiteral("Video"),
        QStringLiteral("Development"), QStringLiteral("Education"), QStringLiteral("Game"), QStringLiteral("Graphics"),
        QStringLiteral("Network"), QStringLiteral("Office"), QStringLiteral("Science"), QStringLiteral("Settings"),
        QStringLiteral("System"), QStringLiteral("Utility") };
    QStringList main;
    for (const QString &c : categories)
        if (mainCategories.contains(c))
            main << c;
    EXPECT_EQ(main, QStringList { QStringLiteral("Office") });
    EXPECT_EQ(categories, (QStringList { QStringLiteral("Office"), QStringLiteral("Finance") }));
}
