#pragma once

// The benchmark-import fixtures (tests/data/bench/), shared by the core, window and command-line
// tests: a fixture's path, and the vLLM curve's points read straight from its files.

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QString>

#include <gtest/gtest.h>

#include <algorithm>
#include <utility>
#include <vector>

namespace breakeven::test {

/// The path of \a file under tests/data/bench/.
inline QString benchData(const char *file)
{
    return QStringLiteral(BREAKEVEN_TEST_DATA "/bench/") + QString::fromUtf8(file);
}

/// Each vLLM fixture's (max_concurrency, output_throughput) in tests/data/bench/vllm-curve,
/// read straight from the files (not through the importer), by concurrency.
inline std::vector<std::pair<int, double>> vllmCurveFilePoints()
{
    std::vector<std::pair<int, double>> points;
    const QDir dir(benchData("vllm-curve"));
    for (const QString &name : dir.entryList({ QStringLiteral("*.json") }, QDir::Files)) {
        QFile f(dir.filePath(name));
        EXPECT_TRUE(f.open(QIODevice::ReadOnly)) << name.toStdString();
        const QJsonObject o = QJsonDocument::fromJson(f.readAll()).object();
        points.emplace_back(o.value(QStringLiteral("max_concurrency")).toInt(),
            o.value(QStringLiteral("output_throughput")).toDouble());
    }
    std::sort(points.begin(), points.end());
    return points;
}

} // namespace breakeven::test
