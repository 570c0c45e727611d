"""``python -m app package``: the release archive for the platform it runs on.

It builds the one-folder executable with PyInstaller (build.spec, into dist/) and packs it
as ``dist/magetable-<version>-<os>-<arch>``, one top folder of that name inside:

* Linux, ``.tar.gz``: ``magetable/`` (the program), ``install.sh`` (puts Magetable in the
  user's applications menu, see packaging/install.sh), ``magetable.desktop``,
  ``magetable.png`` (256x256) and ``icons/hicolor/<n>x<n>/apps/magetable.png``;
* Windows, ``.zip``: ``magetable/`` with ``magetable.exe``;
* macOS, ``.zip``: ``Magetable.app``;

each with README.md, LICENSE (the project's) and LICENSE-fonts.txt (the fonts'). The
version is pyproject.toml's (``app.__version__`` must agree: a test and this command
check it). The icons (PNGs, the Windows .ico, the macOS .icns) are drawn by
app/ui/icon.py at build time; the .ico and .icns need Pillow (the dev extras).

It runs from a source checkout: it needs build.spec, README.md and packaging/.
"""
from __future__ import annotations

import os
import platform
import re
import stat
import subprocess
import sys
import tarfile
import tempfile
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NAME = "magetable"
APP_BUNDLE = "Magetable.app"


# names ----------------------------------------------------------------------------------
def project_version(root: Path = ROOT) -> str:
    """The version in pyproject.toml's [project] table: the one place it is written."""
    section = None
    for line in (root / "pyproject.toml").read_text(encoding="utf-8").splitlines():
        header = re.match(r"\s*\[([^\]]+)\]\s*$", line)
        if header:
            section = header.group(1).strip()
            continue
        found = re.match(r'\s*version\s*=\s*"([^"]+)"', line)
        if section == "project" and found:
            return found.group(1)
    raise ValueError("pyproject.toml's [project] table has no version")


def os_name(system: str | None = None) -> str:
    """``linux``, ``windows`` or ``macos`` (another system: its own name, lower case)."""
    system = (system or platform.system()).lower()
    return {"darwin": "macos", "win32": "windows"}.get(system, system)


def arch_name(machine: str | None = None) -> str:
    """The processor as release names spell it: ``x86_64``, ``arm64`` or ``x86``."""
    machine = (machine or platform.machine()).lower()
    if machine in ("x86_64", "amd64", "x64"):
        return "x86_64"
    if machine in ("arm64", "aarch64", "armv8", "armv8l"):
        return "arm64"
    if machine in ("i386", "i486", "i586", "i686", "x86"):
        return "x86"
    return machine or "unknown"


def archive_stem(version: str, system: str, arch: str) -> str:
    return f"{NAME}-{version}-{system}-{arch}"


def archive_name(version: str, system: str, arch: str) -> str:
    """``magetable-<version>-<os>-<arch>`` with .tar.gz on Linux, .zip elsewhere."""
    return archive_stem(version, system, arch) + (".tar.gz" if system == "linux" else ".zip")


# icons ----------------------------------------------------------------------------------
def write_icons(folder: Path | str, system: str | None = None) -> dict[str, Path]:
    """Draw the icon into ``folder``: ``magetable.png`` (256x256), the hicolor theme's
    sizes (``hicolor/<n>x<n>/apps/magetable.png``) and, with Pillow, ``magetable.ico``
    (16 to 256) and ``magetable.icns`` (32 to 1024). Pillow is required only where the
    build needs its format (``system`` "windows" or "macos")."""
    import pygame

    from app.ui.icon import HICOLOR_SIZES, icon_surface

    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    made: dict[str, Path] = {}
    surfaces = {size: icon_surface(size) for size in sorted(set(HICOLOR_SIZES) | {256})}
    for size, surf in surfaces.items():
        path = folder / "hicolor" / f"{size}x{size}" / "apps" / f"{NAME}.png"
        path.parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(surf, str(path))
    made["png"] = folder / f"{NAME}.png"
    pygame.image.save(surfaces[256], str(made["png"]))
    try:
        from PIL import Image
    except ImportError:
        if os_name(system) in ("windows", "macos"):
            raise RuntimeError("the .ico and .icns icons need Pillow: "
                               "pip install -e \".[dev]\"") from None
        return made

    def image(size: int):
        surf = surfaces.get(size) or icon_surface(size)
        return Image.frombytes("RGBA", (size, size), pygame.image.tobytes(surf, "RGBA"))

    ico_sizes = [16, 24, 32, 48, 64, 128, 256]
    made["ico"] = folder / f"{NAME}.ico"
    image(256).save(made["ico"], format="ICO", sizes=[(s, s) for s in ico_sizes],
                    append_images=[image(s) for s in ico_sizes[:-1]])
    made["icns"] = folder / f"{NAME}.icns"
    image(1024).save(made["icns"], format="ICNS",
                     append_images=[image(s) for s in (32, 64, 128, 256, 512)])
    return made


# the archive ----------------------------------------------------------------------------
def archive_contents(system: str, stem: str, dist: Path, icons: Path,
                     root: Path = ROOT) -> list[tuple[Path, str]]:
    """What goes into the archive: (file or folder here, its name in the archive)."""
    program = APP_BUNDLE if system == "macos" else NAME
    items = [(dist / program, program),
             (root / "README.md", "README.md"),
             (root / "LICENSE", "LICENSE"),
             (root / "assets" / "fonts" / "LICENSE.txt", "LICENSE-fonts.txt")]
    if system == "linux":
        items += [(root / "packaging" / "install.sh", "install.sh"),
                  (root / "packaging" / f"{NAME}.desktop", f"{NAME}.desktop"),
                  (icons / f"{NAME}.png", f"{NAME}.png"),
                  (icons / "hicolor", "icons/hicolor")]
    return [(source, f"{stem}/{name}") for source, name in items]


def _mode(name: str, mode: int) -> int:
    """Files keep their execute bits (the program and its libraries); install.sh is
    always executable, whatever the checkout it came from kept."""
    if name.endswith("/install.sh"):
        return 0o755
    return 0o755 if mode & 0o111 else 0o644


def write_tar(items: list[tuple[Path, str]], out: Path) -> None:
    def clean(info: tarfile.TarInfo) -> tarfile.TarInfo:
        info.uid = info.gid = 0
        info.uname = info.gname = ""
        if info.isfile() or info.isdir():
            info.mode = 0o755 if info.isdir() else _mode(info.name, info.mode)
        return info

    with tarfile.open(out, "w:gz", compresslevel=6) as tar:
        for source, name in items:
            tar.add(source, arcname=name, filter=clean)


def _walk(source: Path, name: str):
    yield source, name
    if source.is_dir() and not source.is_symlink():
        for child in sorted(source.iterdir()):
            yield from _walk(child, f"{name}/{child.name}")


def write_zip(items: list[tuple[Path, str]], out: Path) -> None:
    """A zip that keeps execute bits and symbolic links (an .app bundle has both)."""
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED, compresslevel=6) as zf:
        for source, name in items:
            for path, arcname in _walk(source, name):
                if path.is_symlink():
                    info = zipfile.ZipInfo(arcname)
                    info.create_system = 3            # unix: the mode below is read
                    info.external_attr = (stat.S_IFLNK | 0o777) << 16
                    zf.writestr(info, os.readlink(path))
                elif path.is_dir():
                    info = zipfile.ZipInfo(arcname + "/")
                    info.create_system = 3
                    info.external_attr = (stat.S_IFDIR | 0o755) << 16 | 0x10
                    zf.writestr(info, b"")
                else:
                    info = zipfile.ZipInfo.from_file(path, arcname)
                    info.create_system = 3
                    info.external_attr = (stat.S_IFREG | _mode(
                        arcname, path.stat().st_mode)) << 16
                    info.compress_type = zipfile.ZIP_DEFLATED
                    with open(path, "rb") as f:
                        zf.writestr(info, f.read())


def build(root: Path = ROOT, dist: Path | None = None, work: Path | None = None) -> None:
    """The one-folder executable: ``pyinstaller build.spec`` into ``dist``."""
    try:
        import PyInstaller  # noqa: F401
    except ImportError:
        raise RuntimeError("PyInstaller is not installed: pip install -e \".[dev]\"") from None
    subprocess.run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
                    "--distpath", str(dist or root / "dist"),
                    "--workpath", str(work or root / "build"), str(root / "build.spec")],
                   check=True, cwd=root)


def package(root: Path = ROOT, build_first: bool = True, system: str | None = None,
            arch: str | None = None) -> Path:
    """Build (unless ``build_first`` is False: pack what dist/ has) and pack; return the
    archive's path."""
    import app

    version = project_version(root)
    if version != app.__version__:
        raise RuntimeError(f"pyproject.toml says {version} but app/__init__.py says "
                           f"{app.__version__}: make them agree")
    system, arch = os_name(system), arch_name(arch)
    dist = root / "dist"
    if build_first:
        build(root, dist)
    program = dist / (APP_BUNDLE if system == "macos" else NAME)
    if not program.exists():
        raise RuntimeError(f"no built program at {program}")
    for leftover in dist.glob(f"{NAME}-*.*"):            # archives of earlier runs
        if leftover.is_file():
            leftover.unlink()
    out = dist / archive_name(version, system, arch)
    with tempfile.TemporaryDirectory() as icons:
        write_icons(icons, system)
        items = archive_contents(system, archive_stem(version, system, arch), dist,
                                 Path(icons), root)
        (write_tar if out.name.endswith(".tar.gz") else write_zip)(items, out)
    return out


def run_package() -> int:
    """The command: build and pack, print the archive's path (stdout), 1 on failure."""
    if not (ROOT / "build.spec").is_file():
        print("python -m app package runs from a source checkout (no build.spec here)",
              file=sys.stderr)
        return 1
    try:
        out = package()
    except (RuntimeError, OSError, subprocess.CalledProcessError) as e:
        print(f"package: {e}", file=sys.stderr)
        return 1
    print(out)
    return 0
