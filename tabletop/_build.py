"""The install's one build step of our own: compile the .po catalogues into the .mo files.

setuptools loads this module by itself while it builds the package (``cmdclass`` in
pyproject.toml), before ``tabletop`` can be imported, so it reads the catalogue compiler from
``i18n.py`` beside it by path. Standard library and setuptools only.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path

from setuptools.command.build_py import build_py

HERE = Path(__file__).resolve().parent


def _i18n():
    spec = importlib.util.spec_from_file_location("_tabletop_i18n", HERE / "i18n.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class BuildPy(build_py):
    """``build_py`` that also compiles each .po catalogue into the .mo file the program reads."""

    def run(self) -> None:
        super().run()
        i18n = _i18n()
        for po in sorted((HERE / "locale").glob(f"*/LC_MESSAGES/{i18n.DOMAIN}.po")):
            target = Path(self.build_lib) / po.relative_to(HERE.parent).with_suffix(".mo")
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(i18n.compile_po(po.read_text(encoding="utf-8")))
