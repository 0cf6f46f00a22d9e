#pragma once
// A kernel crate written to a temporary folder for a widget test: its files
// named by their paths inside the crate, the folder removed with the object.
// A test's crate derives from it and writes its files in its constructor.
#include <QtTest>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>

namespace tcpwb::test {

class CrateFolder {
public:
    CrateFolder() { QVERIFY(dir_.isValid()); }

    QString path(const QString& relative) const { return QFileInfo(dir_.filePath(relative)).absoluteFilePath(); }
    QString root() const { return dir_.path(); }
    QString read(const QString& relative) const {
        QFile file(path(relative));
        return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
    }
    void write(const QString& relative, const QString& text) const {
        QDir().mkpath(QFileInfo(dir_.filePath(relative)).path());
        QFile file(dir_.filePath(relative));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(text.toUtf8());
    }

private:
    QTemporaryDir dir_;
};

}  // namespace tcpwb::test
