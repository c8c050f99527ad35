#pragma once

// Counts how often a file is opened, by this process or any other (Linux inotify), so a test can
// prove that a renderer never read a file named in a preset string (issue 15, part 2: an
// `<img src="...">` in an offer name made Qt read that image).
//
//     OpenWatch watch(canaryPath);
//     if (!watch.valid()) GTEST_SKIP() << ...;
//     ... render ...
//     EXPECT_EQ(watch.opens(), 0);

#include <QFile>
#include <QString>

#ifdef Q_OS_LINUX
#include <sys/inotify.h>
#include <unistd.h>
#endif

namespace breakeven::test {

class OpenWatch {
public:
    explicit OpenWatch(const QString &path)
    {
#ifdef Q_OS_LINUX
        m_fd = ::inotify_init1(IN_NONBLOCK | IN_CLOEXEC);
        if (m_fd >= 0 && ::inotify_add_watch(m_fd, QFile::encodeName(path).constData(), IN_OPEN | IN_ACCESS) < 0) {
            ::close(m_fd);
            m_fd = -1;
        }
#else
        Q_UNUSED(path);
#endif
    }
    ~OpenWatch()
    {
#ifdef Q_OS_LINUX
        if (m_fd >= 0)
            ::close(m_fd);
#endif
    }
    OpenWatch(const OpenWatch &) = delete;
    OpenWatch &operator=(const OpenWatch &) = delete;

    [[nodiscard]] bool valid() const { return m_fd >= 0; }

    /// Opens and reads of the file since the watch began.
    int opens()
    {
#ifdef Q_OS_LINUX
        alignas(inotify_event) char buffer[4096];
        for (;;) {
            const ssize_t n = ::read(m_fd, buffer, sizeof buffer);
            if (n <= 0)
                break;
            for (ssize_t at = 0; at < n;) {
                const auto *event = reinterpret_cast<const inotify_event *>(buffer + at);
                ++m_events;
                at += static_cast<ssize_t>(sizeof(inotify_event) + event->len);
            }
        }
#endif
        return m_events;
    }

private:
    int m_fd = -1;
    int m_events = 0;
};

} // namespace breakeven::test
