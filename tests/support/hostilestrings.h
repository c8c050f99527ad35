#pragma once

// Presets whose every free-text field is markup (issue 15, part 2): an <img> naming a canary
// file, which any renderer that reads the text as HTML would open, and tables nested 30 deep,
// whose layout as HTML takes exponential time. Shown as plain text, both are just characters.

#include "openwatch.h"
#include "presetio.h"
#include "scenario.h"

#include <QImage>
#include <QString>
#include <QTemporaryDir>

#include <memory>

namespace breakeven::test {

/// `<img src="PATH" width="240">`: opening it is what the canary watch catches.
inline QString imgMarkup(const QString &canaryPath)
{
    return QStringLiteral("<img src=\"%1\" width=\"240\">").arg(canaryPath);
}

/// Tables nested \a depth deep around a word.
inline QString nestedTables(int depth = 30)
{
    QString html;
    for (int i = 0; i < depth; ++i)
        html += QStringLiteral("<table><tr><td>");
    html += QStringLiteral("deep");
    for (int i = 0; i < depth; ++i)
        html += QStringLiteral("</td></tr></table>");
    return html;
}

/// Writes a small real PNG at \a path (so a renderer that opens it would draw it). True on success.
inline bool writeCanaryImage(const QString &path)
{
    QImage image(8, 8, QImage::Format_RGB32);
    image.fill(Qt::red);
    return image.save(path, "PNG");
}

/// The default scenario with markup in its name, description, author, date, model name, GPU,
/// overhead label and every offer's provider, model, date and source. With \a inCurrencyCode,
/// also as a currency code (rates, an offer's currency and the display currency): the reader
/// may refuse such a code, so that scenario is only built in code, never read from a file.
/// With \a withinFormatLimits, the short strings (labels, names) stay within the preset format's
/// 200 characters, so the scenario can be written and read back: their tables are nested 5
/// deep instead of 30 (the description, which may hold 10,000 characters, keeps 30).
inline Scenario hostileScenario(const QString &canaryPath, bool inCurrencyCode, bool withinFormatLimits = false)
{
    const QString img = imgMarkup(canaryPath);
    const QString shortTables = withinFormatLimits ? nestedTables(5) : img + nestedTables();
    Scenario s = defaultScenario();
    s.name = img + QStringLiteral(" name");
    s.description = img + nestedTables();
    s.author = img;
    s.date = img;
    s.model.name = img;
    s.hardware.gpu = img;
    s.cost.overheads.push_back({ shortTables, Money { 1000.0, QStringLiteral("USD") }, {} });
    int i = 0;
    for (Offer &o : s.offers) {
        o.provider = img + QStringLiteral(" provider %1").arg(++i);
        o.model = withinFormatLimits ? nestedTables(5) : nestedTables();
        o.asOf = img;
        o.source = img;
    }
    if (inCurrencyCode) {
        s.fxPerUsd[img] = 2.0;
        s.offers.at(0).currency = img;
        s.displayCurrency = img;
    }
    return s;
}

/// A real image in a temporary folder and a watch on it: a renderer that took a preset string
/// for HTML would open it.
///
///     Canary canary;
///     if (!canary.ready()) GTEST_SKIP() << canary.whyNot();
///     ... hostileScenario(canary.path(), ...) through every renderer ...
///     EXPECT_EQ(canary.opens(), 0);
class Canary {
public:
    Canary()
    {
        if (m_dir.isValid() && writeCanaryImage(path()))
            m_watch = std::make_unique<OpenWatch>(path());
    }
    [[nodiscard]] bool ready() const { return m_watch && m_watch->valid(); }
    [[nodiscard]] std::string whyNot() const
    {
        return m_watch ? "inotify is not available to watch the canary file" : "cannot write the canary image";
    }
    [[nodiscard]] QString path() const { return m_dir.filePath(QStringLiteral("canary.png")); }
    [[nodiscard]] QString folder() const { return m_dir.path(); }
    /// The <img> markup naming the canary.
    [[nodiscard]] QString markup() const { return imgMarkup(path()); }
    /// Opens and reads of the canary since it was written.
    [[nodiscard]] int opens() { return m_watch ? m_watch->opens() : -1; }

private:
    QTemporaryDir m_dir;
    std::unique_ptr<OpenWatch> m_watch;
};

} // namespace breakeven::test
