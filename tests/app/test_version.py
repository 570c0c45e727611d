"""The version is written once, in pyproject.toml: ``app.__version__`` agrees with it (this
test, and ``python -m app package`` refuses to pack when they differ), and the menu and
the Settings screen show it."""
from __future__ import annotations

import shutil

import pytest

import app as app_pkg
from app import package
from app.ui import text


def test_app_version_is_pyprojects():
    assert app_pkg.__version__ == package.project_version()


def test_project_version_reads_the_project_table_only(tmp_path):
    (tmp_path / "pyproject.toml").write_text(
        '[build-system]\nversion = "9"\n\n[project]\nname = "magetable"\n'
        'version = "1.2.3"\n\n[tool.x]\nversion = "7"\n', encoding="utf-8")
    assert package.project_version(tmp_path) == "1.2.3"


def test_packing_refuses_a_version_that_drifted(tmp_path):
    """A bumped pyproject with an old ``__version__`` never makes an archive."""
    shutil.copy(package.ROOT / "pyproject.toml", tmp_path / "pyproject.toml")
    source = (tmp_path / "pyproject.toml").read_text(encoding="utf-8")
    (tmp_path / "pyproject.toml").write_text(
        source.replace(f'version = "{app_pkg.__version__}"', 'version = "99.0.0"', 1),
        encoding="utf-8")
    with pytest.raises(RuntimeError, match="99.0.0"):
        package.package(root=tmp_path, build_first=False)


def _drawn_texts(monkeypatch) -> dict[str, object]:
    drawn: dict[str, object] = {}
    blit_text = text.blit_text

    def watch(surface, words, *args, **kw):
        rect = blit_text(surface, words, *args, **kw)
        drawn[words] = rect
        return rect

    monkeypatch.setattr(text, "blit_text", watch)
    return drawn


def test_the_menu_shows_the_version(app, monkeypatch):
    from scenes.menu import MenuScene

    drawn = _drawn_texts(monkeypatch)
    app.stack.push(MenuScene(app), fade=False)
    app.frame()
    assert f"v{package.project_version()}" in drawn


def test_settings_shows_the_version_clear_of_its_controls(app, monkeypatch):
    from scenes.settings_scene import SettingsScene

    drawn = _drawn_texts(monkeypatch)
    scene = SettingsScene(app)
    app.stack.push(scene, fade=False)
    app.frame()
    line = next((t for t in drawn if f"v{package.project_version()}" in t), None)
    assert line is not None, sorted(drawn)
    rect = drawn[line]
    assert scene.panel.contains(rect)
    for control in scene.controls:
        assert not rect.colliderect(control.rect), control
