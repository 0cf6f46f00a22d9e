#pragma once
// A kernel crate written into a temporary folder by a test: its Cargo.toml
// (package `package`) and whatever files the test writes into it.
#include <QtTest>

#include <QDir>
#include <QFileInfo>
#include <QTemporaryDir>

#include <fstream>
#include <string>

namespace tcpwb::test {

class CrateDir {
public:
    explicit CrateDir(const std::string& package) {
        QVERIFY(dir_.isValid());
        write("Cargo.toml", "[package]\nname = \"" + package + "\"\nversion = \"0.1.0\"\n");
    }
    std::string path(const std::string& relative) const { return dir_.path().toStdString() + "/" + relative; }
    // Writes `text` at `relative`, making its folders; its full path.
    std::string write(const std::string& relative, const std::string& text) const {
        QDir(dir_.path()).mkpath(QFileInfo(QString::fromStdString(path(relative))).path());
        std::ofstream(path(relative)) << text;
        return path(relative);
    }

private:
    QTemporaryDir dir_;
};

}  // namespace tcpwb::test
