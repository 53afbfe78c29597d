"""Architecture rules: the engine and the bots stay headless, and nothing runs untrusted code.

Importing the rules, the bots, the evaluation command or the match layer must not pull in pygame
or pytmx (a test, a script or a server can use them with no window), must not create the user's
data folder, and no module under tabletop/ may unpickle or eval anything (saves are JSON).
"""

from __future__ import annotations

import ast
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "tabletop"

HEADLESS_MODULES = ["tabletop.engine", "tabletop.ai", "tabletop.ai.evaluate", "tabletop.match"]
GUI_MODULES = ("pygame", "pytmx")


def run_python(code: str, env: dict | None = None) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-c", code],
        cwd=ROOT,
        env={**os.environ, "PYTHONPATH": str(ROOT), **(env or {})},
        capture_output=True,
        text=True,
        timeout=60,
    )


def _imports_gui(modules: list[str]) -> list[str]:
    code = (
        "import importlib, sys\n"
        f"for name in {modules!r}:\n"
        "    importlib.import_module(name)\n"
        f"print(','.join(m for m in {GUI_MODULES!r} if m in sys.modules))\n"
    )
    done = run_python(code)
    assert done.returncode == 0, done.stderr
    return [m for m in done.stdout.strip().split(",") if m]


@pytest.mark.parametrize("module", HEADLESS_MODULES)
def test_module_does_not_import_pygame_or_pytmx(module):
    assert _imports_gui([module]) == []


def test_all_headless_modules_together_do_not_import_pygame_or_pytmx():
    assert _imports_gui(HEADLESS_MODULES) == []


def test_the_probe_would_notice_a_gui_import():
    # The subprocess check above is only worth something if it can see pygame when it is there.
    code = "import sys\ntry:\n    import pygame\nexcept ImportError:\n    sys.exit(3)\nprint('pygame' in sys.modules)"
    done = run_python(code, {"PYGAME_HIDE_SUPPORT_PROMPT": "1"})
    assert done.returncode in (0, 3)
    if done.returncode == 0:
        assert done.stdout.strip().endswith("True")


def test_importing_creates_no_user_folder(tmp_path):
    target = tmp_path / "not-yet"
    code = "import tabletop.match, tabletop.userdata, tabletop.ai.evaluate"
    done = run_python(code, {"TABLETOP_DATA_DIR": str(target)})
    assert done.returncode == 0, done.stderr
    assert not target.exists()


# --------------------------------------------------------------------------- no pickle, no eval

FORBIDDEN_MODULES = {"pickle", "cPickle", "_pickle", "dill", "shelve", "marshal"}
FORBIDDEN_CALLS = {"eval", "exec"}


def python_sources() -> list[Path]:
    return sorted(PACKAGE.rglob("*.py"))


def forbidden_uses(source: str, name: str) -> list[str]:
    found = []
    tree = ast.parse(source, filename=name)
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [f"import {a.name}" for a in node.names if a.name.split(".")[0] in FORBIDDEN_MODULES]
        elif isinstance(node, ast.ImportFrom):
            if (node.module or "").split(".")[0] in FORBIDDEN_MODULES:
                found.append(f"from {node.module} import ...")
        elif isinstance(node, ast.Call):
            func = node.func
            if isinstance(func, ast.Name) and func.id in FORBIDDEN_CALLS:
                found.append(f"{func.id}(...) at line {node.lineno}")
            elif isinstance(func, ast.Attribute) and func.attr in FORBIDDEN_CALLS and _is_builtins(func.value):
                found.append(f"builtins.{func.attr}(...) at line {node.lineno}")
        elif isinstance(node, ast.Constant) and node.value in FORBIDDEN_MODULES:
            found.append(f"the string {node.value!r} at line {node.lineno}")  # __import__("pickle")
    return found


def _is_builtins(node: ast.AST) -> bool:
    return isinstance(node, ast.Name) and node.id in ("builtins", "__builtins__")


def test_sources_are_found():
    names = {p.relative_to(PACKAGE).as_posix() for p in python_sources()}
    assert {"engine/core.py", "engine/lucha_jefe.py", "match.py", "userdata.py"} <= names


@pytest.mark.parametrize("path", python_sources(), ids=lambda p: p.relative_to(PACKAGE).as_posix())
def test_no_pickle_eval_or_exec(path):
    assert forbidden_uses(path.read_text(encoding="utf-8"), str(path)) == []


def test_the_scanner_catches_what_it_should():
    bad = "import pickle\nfrom marshal import loads\nx = eval('1')\nexec('y = 2')\nbuiltins.eval('3')\n__import__('pickle')\n"
    assert len(forbidden_uses(bad, "bad.py")) == 6
    fine = "import json\nclock.tick()\nsomething.evaluate()\nmodel.eval()\nq.exec()\n# eval( and pickle in a comment\n"
    assert forbidden_uses(fine, "fine.py") == []
