#pragma once

// What the UI tests do as a user would.

#include <QComboBox>
#include <QString>

#include <gtest/gtest.h>

namespace breakeven::test {

/// Picks the entry \a name of \a combo as the user does (activated, not only the current index).
inline void chooseByText(QComboBox *combo, const QString &name)
{
    const int index = combo->findText(name);
    ASSERT_GE(index, 0) << name.toStdString();
    combo->setCurrentIndex(index);
    Q_EMIT combo->activated(index);
}

} // namespace breakeven::test
