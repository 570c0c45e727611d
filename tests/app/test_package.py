"""``python -m app package`` (app/package.py) without PyInstaller: the archive's name on
each system, the desktop entry, the icons written at build time, what the archive holds
(packed from a stand-in build) and what its install.sh does in a temporary HOME."""
from __future__ import annotations

import os
import shutil
import stat
import subprocess
import sys
import tarfile
import zipfile
from pathlib import Path

import pygame
import pytest

import app as app_pkg
from app import config, package
from app.ui.icon import HICOLOR_SIZES

VERSION = app_pkg.__version__
DESKTOP = package.ROOT / "packaging" / "magetable.desktop"


@pytest.mark.parametrize("system, machine, name", [
    ("Linux", "x86_64", "magetable-{v}-linux-x86_64.tar.gz"),
    ("Linux", "aarch64", "magetable-{v}-linux-arm64.tar.gz"),
    ("Windows", "AMD64", "magetable-{v}-windows-x86_64.zip"),
    ("Windows", "ARM64", "magetable-{v}-windows-arm64.zip"),
    ("Darwin", "arm64", "magetable-{v}-macos-arm64.zip"),
    ("Darwin", "x86_64", "magetable-{v}-macos-x86_64.zip"),
])
def test_archive_name_for_each_system(system, machine, name):
    os_, arch = package.os_name(system), package.arch_name(machine)
    assert package.archive_name(VERSION, os_, arch) == name.format(v=VERSION)


def test_package_is_a_command():
    assert package.__name__ == "app.package"
    from app.__main__ import build_parser
    assert build_parser().parse_args(["package"]).command == "package"


def test_the_command_runs_the_packager(monkeypatch):
    import app.__main__ as entry

    calls = []
    monkeypatch.setattr(package, "run_package", lambda: calls.append(1) or 0)
    assert entry.main(["package"]) == 0 and calls == [1]


# the desktop entry --------------------------------------------------------------------------
def _entry(text: str) -> dict[str, str]:
    lines = text.splitlines()
    assert lines[0] == "[Desktop Entry]"
    return dict(line.split("=", 1) for line in lines[1:] if line and not line.startswith("#"))


def test_the_desktop_entry_names_the_app_its_icon_and_window():
    entry = _entry(DESKTOP.read_text(encoding="utf-8"))
    assert entry["Type"] == "Application" and entry["Name"] == "Magetable"
    assert entry["Icon"] == "magetable"                  # the hicolor icons' name
    assert entry["Terminal"] == "false"
    assert "Game" in entry["Categories"].split(";")
    # the menu groups the window under its entry by the window's class
    assert entry["StartupWMClass"] == config.WINDOW_CLASS
    assert entry["Exec"]


@pytest.mark.skipif(not shutil.which("desktop-file-validate"),
                    reason="needs desktop-file-validate (Debian: desktop-file-utils)")
def test_the_desktop_entry_is_valid():
    done = subprocess.run(["desktop-file-validate", str(DESKTOP)], capture_output=True,
                          text=True)
    assert done.returncode == 0 and not done.stdout.strip(), done.stdout + done.stderr


# icons ----------------------------------------------------------------------------------------
def test_write_icons_makes_every_size_and_format(tmp_path):
    made = package.write_icons(tmp_path, "linux")
    for size in HICOLOR_SIZES:
        png = tmp_path / "hicolor" / f"{size}x{size}" / "apps" / "magetable.png"
        assert pygame.image.load(str(png)).get_size() == (size, size)
    assert pygame.image.load(str(made["png"])).get_size() == (256, 256)
    pil = pytest.importorskip("PIL.Image")
    with pil.open(made["ico"]) as ico:
        assert {(16, 16), (32, 32), (48, 48), (256, 256)} <= set(ico.info["sizes"])
    with pil.open(made["icns"]) as icns:
        assert icns.size == (1024, 1024)
        assert {(16, 16, 2), (128, 128, 1), (512, 512, 2)} <= set(icns.info["sizes"])


# the archive, from a stand-in build -------------------------------------------------------------
def _checkout(tmp_path: Path, system: str) -> Path:
    """A copy of what packing reads from the checkout, and a stand-in for PyInstaller's
    dist/ (a program that says hello, a library beside it)."""
    root = tmp_path / "checkout"
    for name in ("pyproject.toml", "README.md", "LICENSE", "assets/fonts/LICENSE.txt",
                 "packaging/install.sh", "packaging/magetable.desktop"):
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(package.ROOT / name, root / name)
    if system == "macos":
        program = root / "dist" / "Magetable.app" / "Contents" / "MacOS" / "magetable"
    else:
        program = root / "dist" / "magetable" / "magetable"
    (program.parent / "_internal").mkdir(parents=True)
    (program.parent / "_internal" / "lib.so").write_bytes(b"\0" * 10)
    program.write_text("#!/bin/sh\necho \"hello from $0\"\n", encoding="utf-8")
    program.chmod(0o755)
    if system == "macos":
        (program.parent / "link").symlink_to("magetable")
    return root


def test_the_linux_archive_holds_the_program_documents_entry_icons_and_installer(tmp_path):
    root = _checkout(tmp_path, "linux")
    out = package.package(root=root, build_first=False, system="linux", arch="x86_64")
    assert out == root / "dist" / f"magetable-{VERSION}-linux-x86_64.tar.gz"
    top = f"magetable-{VERSION}-linux-x86_64"
    with tarfile.open(out) as tar:
        members = {m.name: m for m in tar.getmembers()}
    expected = ["magetable/magetable", "magetable/_internal/lib.so", "README.md", "LICENSE",
                "LICENSE-fonts.txt", "install.sh", "magetable.desktop", "magetable.png"]
    expected += [f"icons/hicolor/{n}x{n}/apps/magetable.png" for n in HICOLOR_SIZES]
    for name in expected:
        assert f"{top}/{name}" in members, name
    assert all(name.startswith(top + "/") for name in members)
    assert members[f"{top}/install.sh"].mode == 0o755
    assert members[f"{top}/magetable/magetable"].mode == 0o755
    assert members[f"{top}/README.md"].mode == 0o644
    assert {m.uid for m in members.values()} == {0}


@pytest.mark.parametrize("system", ["windows", "macos"])
def test_the_zip_archives(tmp_path, system):
    root = _checkout(tmp_path, system)
    out = package.package(root=root, build_first=False, system=system, arch="x86_64")
    assert out.name == f"magetable-{VERSION}-{system}-x86_64.zip"
    top = f"magetable-{VERSION}-{system}-x86_64"
    program = "Magetable.app/Contents/MacOS" if system == "macos" else "magetable"
    with zipfile.ZipFile(out) as zf:
        infos = {i.filename: i for i in zf.infolist()}
        assert {f"{top}/README.md", f"{top}/LICENSE", f"{top}/LICENSE-fonts.txt",
                f"{top}/{program}/magetable", f"{top}/{program}/_internal/lib.so"} <= set(infos)
        assert not any("install.sh" in n or n.endswith(".desktop") for n in infos)
        mode = infos[f"{top}/{program}/magetable"].external_attr >> 16
        assert stat.S_ISREG(mode) and mode & 0o111
        if system == "macos":                        # a bundle's links stay links
            link = infos[f"{top}/{program}/link"]
            assert stat.S_ISLNK(link.external_attr >> 16)
            assert zf.read(link) == b"magetable"


# install.sh -----------------------------------------------------------------------------------
@pytest.mark.skipif(sys.platform == "win32" or not shutil.which("sh"), reason="needs sh")
def test_install_sh_puts_magetable_in_the_menu_and_uninstalls(tmp_path):
    root = _checkout(tmp_path, "linux")
    out = package.package(root=root, build_first=False, system="linux", arch="x86_64")
    unpacked = tmp_path / "unpacked"
    with tarfile.open(out) as tar:
        tar.extractall(unpacked, filter="tar")
    folder = unpacked / f"magetable-{VERSION}-linux-x86_64"
    home = tmp_path / "a home with $pace"
    home.mkdir()
    env = {k: v for k, v in os.environ.items() if k != "XDG_DATA_HOME"}
    env["HOME"] = str(home)
    done = subprocess.run([str(folder / "install.sh")], env=env, capture_output=True,
                          text=True, cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    share = home / ".local" / "share"
    program = share / "magetable-app" / "magetable"
    assert program.is_file() and os.access(program, os.X_OK)
    assert (share / "magetable-app" / "LICENSE").is_file()
    for size in HICOLOR_SIZES:
        icon = share / "icons" / "hicolor" / f"{size}x{size}" / "apps" / "magetable.png"
        assert pygame.image.load(str(icon)).get_size() == (size, size)
    installed = share / "applications" / "magetable.desktop"
    entry = _entry(installed.read_text(encoding="utf-8"))
    # the Exec key's quoting: the path in double quotes, $ escaped, then \ doubled
    assert entry["Exec"] == '"' + str(program).replace("$", "\\\\$") + '"'
    assert entry["Icon"] == "magetable"
    if shutil.which("desktop-file-validate"):
        check = subprocess.run(["desktop-file-validate", str(installed)],
                               capture_output=True, text=True)
        assert check.returncode == 0 and not check.stdout.strip(), check.stdout
    command = home / ".local" / "bin" / "magetable"
    ran = subprocess.run([str(command)], capture_output=True, text=True)
    assert ran.stdout.startswith("hello from")
    # the player's own files are elsewhere and stay
    saves = share / "magetable" / "saves.json"
    saves.parent.mkdir()
    saves.write_text("{}", encoding="utf-8")

    done = subprocess.run([str(folder / "install.sh"), "--uninstall"], env=env,
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert not (share / "magetable-app").exists() and not installed.exists()
    assert not list((share / "icons").rglob("magetable.png"))
    assert not command.exists() and not command.is_symlink()
    assert saves.is_file()


@pytest.mark.skipif(sys.platform == "win32" or not shutil.which("sh"), reason="needs sh")
def test_install_sh_leaves_another_magetable_command_alone(tmp_path):
    """A ``magetable`` in ~/.local/bin that is not our link (pip --user) is kept."""
    root = _checkout(tmp_path, "linux")
    out = package.package(root=root, build_first=False, system="linux", arch="x86_64")
    with tarfile.open(out) as tar:
        tar.extractall(tmp_path / "u", filter="tar")
    home = tmp_path / "home"
    (home / ".local" / "bin").mkdir(parents=True)
    theirs = home / ".local" / "bin" / "magetable"
    theirs.write_text("#!/bin/sh\necho pip\n", encoding="utf-8")
    env = {k: v for k, v in os.environ.items() if k != "XDG_DATA_HOME"}
    env["HOME"] = str(home)
    script = tmp_path / "u" / f"magetable-{VERSION}-linux-x86_64" / "install.sh"
    for args in ([], ["--uninstall"]):
        done = subprocess.run([str(script), *args], env=env, capture_output=True, text=True)
        assert done.returncode == 0, done.stderr
        assert not theirs.is_symlink() and theirs.read_text(encoding="utf-8").endswith("pip\n")
