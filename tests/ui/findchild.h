#pragma once

/// \file findchild.h
/// How the UI tests reach a widget inside a dialog, view or panel: by its object name, which the
/// production classes set for accessibility and style sheets anyway, not through a public accessor.

#include <QObject>
#include <QString>

#include <stdexcept>
#include <string>

#include <gtest/gtest.h>

namespace breakeven::test {

/// The one descendant of \a parent of type \a T named \a objectName (searched recursively):
/// child<QComboBox>(&dialog, "preferencesCurrency"). None, or more than one, fails the test with
/// the name and stops it with an exception GoogleTest reports, so a test never reads through a
/// null pointer.
template <typename T> [[nodiscard]] T *child(const QObject *parent, const char *objectName)
{
    const QList<T *> found = parent->findChildren<T *>(QString::fromLatin1(objectName));
    if (found.size() == 1)
        return found.front();
    const std::string problem
        = (found.isEmpty() ? std::string("no child of type ") : std::to_string(found.size()) + " children of type ")
        + T::staticMetaObject.className() + " named \"" + objectName + "\" in " + parent->metaObject()->className()
        + " \"" + parent->objectName().toStdString() + '"';
    ADD_FAILURE() << problem;
    throw std::runtime_error(problem);
}

} // namespace breakeven::test
