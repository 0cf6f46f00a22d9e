#pragma once
// File > Open Recent: the last files opened or saved, newest first, at most
// ten, files that no longer exist dropped whenever the menu is shown.
#include <QObject>
#include <QStringList>

class QMenu;
class QSettings;

namespace tcpwb::gui {

class RecentFiles : public QObject {
    Q_OBJECT

public:
    static constexpr int kMaxEntries = 10;

    explicit RecentFiles(QObject* parent = nullptr);

    QStringList files() const { return files_; }
    // Moves path to the top (absolute and clean); built-in samples (":/...")
    // are not files a user can reopen later, so they are not recorded.
    void add(const QString& path);
    // Drops entries whose file is gone.
    void prune();
    void clear();

    void load(const QSettings& settings);
    void save(QSettings& settings) const;

    // Fills menu with one action per file, numbered &1 … &10, and
    // "Clear Menu"; rebuilt each time the menu is about to show.
    void attach(QMenu* menu);

signals:
    void openRequested(const QString& path);
    void changed();

private:
    void rebuild(QMenu* menu);

    QStringList files_;
};

}  // namespace tcpwb::gui
