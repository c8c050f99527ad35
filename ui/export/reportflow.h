#pragma once

/// \file reportflow.h
/// How the PDF reports (the decision report, reportexport.h; the comparison report,
/// comparisonexport.h) lay HTML and pictures down their pages.

#include <QAbstractTextDocumentLayout>
#include <QPainter>
#include <QPdfWriter>
#include <QString>
#include <QStringList>
#include <QTextBlock>
#include <QTextDocument>

#include <algorithm>
#include <memory>
#include <utility>
#include <vector>

namespace breakeven {

/// Lays text and pictures down the pages of the report: each block goes below the last,
/// moves to a fresh page when it does not fit, and is split across pages when it is taller
/// than a page, so nothing is ever cut off at a page's edge.
class ReportFlow {
public:
    ReportFlow(QPdfWriter &pdf, QPainter &painter, double width, double height)
        : m_pdf(pdf)
        , m_painter(painter)
        , m_width(width)
        , m_height(height)
    {
    }

    [[nodiscard]] double width() const { return m_width; }
    [[nodiscard]] double height() const { return m_height; }
    [[nodiscard]] double y() const { return m_y; }

    void newPage()
    {
        m_pdf.newPage();
        m_y = 0;
    }

    /// Makes sure \a h more fits on this page, starting a new one if not.
    void reserve(double h)
    {
        if (m_y > 0 && m_y + h > m_height)
            newPage();
    }

    void space(double h) { m_y += h; }

    void html(const QString &html)
    {
        std::unique_ptr<QTextDocument> doc = layout(html, m_width);
        const double total = doc->size().height();
        // A short block that does not fit moves whole to the next page; a long one is split
        // between lines (or table rows), never through them.
        if (m_y > 0 && total > m_height - m_y && total <= m_height * 0.3)
            newPage();
        const std::vector<std::pair<double, double>> spans = blockSpans(*doc);
        double start = 0;
        while (start < total) {
            const double room = m_height - m_y;
            double cut = total;
            if (total - start > room) {
                cut = cutBefore(spans, start, start + room);
                if (cut <= start + 1.0) {
                    if (m_y > 0) {
                        newPage();
                        continue;
                    }
                    cut = start + room; // one line taller than a page: cut it
                }
            }
            m_painter.save();
            m_painter.translate(0, m_y - start);
            doc->drawContents(&m_painter, QRectF(0, start, m_width, cut - start));
            m_painter.restore();
            m_y += cut - start;
            start = cut;
            if (start < total)
                newPage();
        }
    }

    /// The height \a html takes across the full width.
    [[nodiscard]] double measure(const QString &html) const { return layout(html, m_width)->size().height(); }

    /// Columns side by side from here, one per part, if all fit on this page; false (and nothing
    /// drawn) if not. Each column's width is in proportion to its entry of \a shares (equal when
    /// \a shares is empty).
    bool columns(const QStringList &parts, double gap, const QList<double> &shares = {})
    {
        const auto n = static_cast<double>(parts.size());
        double total = 0;
        for (qsizetype i = 0; i < parts.size(); ++i)
            total += i < shares.size() ? shares[i] : 1.0;
        const double room = m_width - gap * (n - 1);
        std::vector<std::unique_ptr<QTextDocument>> docs;
        double h = 0;
        for (qsizetype i = 0; i < parts.size(); ++i) {
            docs.push_back(layout(parts[i], room * (i < shares.size() ? shares[i] : 1.0) / total));
            h = std::max(h, docs.back()->size().height());
        }
        if (m_y + h > m_height)
            return false;
        double x = 0;
        for (const std::unique_ptr<QTextDocument> &doc : docs) {
            draw(*doc, x, m_y);
            x += doc->textWidth() + gap;
        }
        m_y += h;
        return true;
    }

private:
    /// Each text block's top and bottom (table cells included), in document coordinates.
    static std::vector<std::pair<double, double>> blockSpans(QTextDocument &doc)
    {
        std::vector<std::pair<double, double>> spans;
        for (QTextBlock b = doc.begin(); b.isValid(); b = b.next()) {
            const QRectF r = doc.documentLayout()->blockBoundingRect(b);
            spans.emplace_back(r.top(), r.bottom());
        }
        return spans;
    }

    /// The lowest y in (from, to] at which no block is cut in two, or \a from if none.
    static double cutBefore(const std::vector<std::pair<double, double>> &spans, double from, double to)
    {
        double best = from;
        for (const auto &[top, bottom] : spans) {
            for (const double y : { top, bottom }) {
                if (y <= best || y > to)
                    continue;
                const bool splits = std::any_of(spans.begin(), spans.end(),
                    [y](const auto &span) { return span.first < y - 0.5 && span.second > y + 0.5; });
                if (!splits)
                    best = y;
            }
        }
        return best;
    }

    std::unique_ptr<QTextDocument> layout(const QString &html, double width) const
    {
        auto doc = std::make_unique<QTextDocument>();
        doc->documentLayout()->setPaintDevice(&m_pdf);
        doc->setDefaultStyleSheet(QStringLiteral(
            "body { font-family: 'DejaVu Sans', sans-serif; font-size: 9pt; color: #111; }"
            "h1 { font-size: 16pt; margin: 0; } h2 { font-size: 11pt; margin-top: 6pt; margin-bottom: 3pt; }"
            ".meta { color: #555; } .verdict { font-size: 11pt; } .answer { font-size: 13pt; font-weight: bold; }"
            "th { background: #e8e8e8; } .win { font-weight: bold; } td, th { font-size: 8pt; }"));
        doc->setHtml(QStringLiteral("<body>") + html + QStringLiteral("</body>"));
        doc->setTextWidth(width);
        return doc;
    }

    void draw(QTextDocument &doc, double x, double y)
    {
        m_painter.save();
        m_painter.translate(x, y);
        doc.drawContents(&m_painter);
        m_painter.restore();
    }

    QPdfWriter &m_pdf;
    QPainter &m_painter;
    double m_width;
    double m_height;
    double m_y = 0;
};

} // namespace breakeven
