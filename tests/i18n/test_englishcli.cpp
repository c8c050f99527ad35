// The command line is a stable interface: English words and US numbers under a Portuguese locale,
// whatever LANG, LANGUAGE, LC_ALL or BREAKEVEN_LANGUAGE say.
#include <QFile>
#include <QProcess>
#include <QProcessEnvironment>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <gtest/gtest.h>

namespace {

struct CliRun {
    int code;
    QString out;
};

CliRun portuguese(const QStringList &args)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("LANG"), QStringLiteral("pt_BR.UTF-8"));
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("pt_BR.UTF-8"));
    env.insert(QStringLiteral("LANGUAGE"), QStringLiteral("pt_BR:pt"));
    env.insert(QStringLiteral("BREAKEVEN_LANGUAGE"), QStringLiteral("pt_BR"));
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    QProcess p;
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(BREAKEVEN_BINARY), args);
    if (!p.waitForFinished(120000))
        return { -1, {} };
    return { p.exitCode(), QString::fromUtf8(p.readAllStandardOutput() + p.readAllStandardError()) };
}

TEST(EnglishCommandLine, TheReportStaysEnglishUnderAPortugueseLocale)
{
    const CliRun r = portuguese({ QStringLiteral("report"), QStringLiteral("default") });
    ASSERT_EQ(r.code, 0) << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(QLatin1String("Recommendation: Use the API"))) << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(QLatin1String("171.47"))) << "US decimal point";
    EXPECT_FALSE(r.out.contains(QLatin1String("171,47")));
    EXPECT_FALSE(r.out.contains(QString::fromUtf8("Recomendação")));
    EXPECT_FALSE(r.out.contains(QString::fromUtf8("auto-hospedagem")));
}

TEST(EnglishCommandLine, ValidateAndHelpStayEnglish)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString bad = dir.filePath(QStringLiteral("bad.json"));
    QFile f(bad);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write(R"({"format": "breakeven-preset", "version": 1, "operation": {"utilization": 7}})");
    f.close();
    const CliRun v = portuguese({ QStringLiteral("validate"), bad });
    EXPECT_EQ(v.code, 1);
    EXPECT_TRUE(v.out.contains(QLatin1String("operation.utilization: 7 is outside 0..1"))) << v.out.toStdString();
    EXPECT_TRUE(v.out.contains(QLatin1String("required field is missing")));
    const CliRun h = portuguese({ QStringLiteral("--help") });
    EXPECT_TRUE(h.out.contains(QLatin1String("Usage:"))) << h.out.toStdString();
}

TEST(EnglishCommandLine, ABrokenPresetTheWindowReportsInPortugueseIsEnglishOnTheCommandLine)
{
    // The file PortugueseTest.OpeningABrokenPresetSaysWhatIsWrongInBrazilianPortuguese opens.
    const QString broken = QStringLiteral(BREAKEVEN_SOURCE_DIR "/tests/data/broken/utilization-too-high.json");
    const CliRun v = portuguese({ QStringLiteral("validate"), broken });
    EXPECT_EQ(v.code, 1);
    EXPECT_TRUE(v.out.contains(QLatin1String("operation.utilization: 1.7 is outside 0..1"))) << v.out.toStdString();
    EXPECT_FALSE(v.out.contains(QString::fromUtf8("está fora"))) << v.out.toStdString();
    const CliRun r = portuguese({ QStringLiteral("report"), QStringLiteral("default"), QStringLiteral("--set"),
        QStringLiteral("cost.mode=lease") });
    EXPECT_NE(r.code, 0);
    EXPECT_TRUE(r.out.contains(QLatin1String("\"lease\" is not a cost mode (expected \"rent\" or \"buy\")")))
        << r.out.toStdString();
    EXPECT_FALSE(r.out.contains(QString::fromUtf8("modo de custo"))) << r.out.toStdString();
    const CliRun j = portuguese(
        { QStringLiteral("validate"), QStringLiteral(BREAKEVEN_SOURCE_DIR "/tests/data/broken/range-inverted.json") });
    EXPECT_EQ(j.code, 1);
    EXPECT_TRUE(j.out.contains(QLatin1String("is not a range (low must not exceed high)"))) << j.out.toStdString();
    EXPECT_FALSE(j.out.contains(QString::fromUtf8("não é uma faixa"))) << j.out.toStdString();
}

TEST(EnglishCommandLine, TheExportedReportStaysEnglish)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString pdf = dir.filePath(QStringLiteral("report.pdf"));
    const CliRun r = portuguese(
        { QStringLiteral("export"), QStringLiteral("default"), QStringLiteral("--report"), QStringLiteral("-o"), pdf });
    ASSERT_EQ(r.code, 0) << r.out.toStdString();
    const QString tool = QStandardPaths::findExecutable(QStringLiteral("pdftotext"));
    ASSERT_FALSE(tool.isEmpty()) << "pdftotext (poppler-utils) is needed by this test";
    QProcess p;
    p.start(tool, { QStringLiteral("-raw"), pdf, QStringLiteral("-") });
    ASSERT_TRUE(p.waitForFinished(60000));
    const QString text = QString::fromUtf8(p.readAllStandardOutput()).simplified();
    EXPECT_TRUE(text.contains(QLatin1String("Breakeven decision report"))) << text.left(400).toStdString();
    EXPECT_TRUE(text.contains(QLatin1String("171.47")));
    EXPECT_FALSE(text.contains(QString::fromUtf8("Relatório")));
    EXPECT_FALSE(text.contains(QLatin1String("171,47")));
}

} // namespace
