"""Architecture rules: the rules and the bots stay headless, the layers hold, and nothing runs
untrusted code.

Importing the rules, the bots, the registry, the evaluation command or the match layer must not
pull in pygame, pytmx, the ui or the shell (a test, a script or a server can use them with no
window), must not create the user's data folder; every game's rule and bot modules are found
through the registry, so a new game is covered without editing this file. No import cycles
anywhere in the package, and no module under tabletop/ may unpickle or eval anything.
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

GUI_MODULES = ("pygame", "pytmx", "tabletop.ui", "tabletop.shell")


def game_modules() -> list[str]:
    """Every module of every registered game's rules and bots, found through the registry."""
    code = (
        "import pkgutil\n"
        "from tabletop import games\n"
        "for game in games.GAMES:\n"
        "    print(game.bots)\n"
        "    rules = game.rules\n"
        "    print(rules.__name__)\n"
        "    for info in pkgutil.iter_modules(getattr(rules, '__path__', [])):\n"
        "        print(rules.__name__ + '.' + info.name)\n"
    )
    done = run_python(code)
    assert done.returncode == 0, done.stderr
    return done.stdout.split()


HEADLESS_MODULES = ["tabletop.engine.core", "tabletop.engine.game", "tabletop.games", "tabletop.ai",
                    "tabletop.ai.evaluation", "tabletop.evaluate", "tabletop.match"]


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


def test_every_games_rules_and_bots_are_headless():
    modules = game_modules()
    # the registry was really read: known modules of a one-module and of a package's rules are there
    assert {"tabletop.games.lucha_jefe.rules", "tabletop.games.lucha_jefe.bots",
            "tabletop.games.campeao.rules.play", "tabletop.games.laurel_crown.rules.saves"} <= set(modules)
    for module in modules:
        assert _imports_gui([module]) == [], module


def test_all_headless_modules_together_do_not_import_pygame_or_pytmx():
    assert _imports_gui(HEADLESS_MODULES + game_modules()) == []


def test_the_probe_would_notice_a_gui_import():
    # The subprocess check above is only worth something if it can see pygame when it is there.
    code = "import sys\ntry:\n    import pygame\nexcept ImportError:\n    sys.exit(3)\nprint('pygame' in sys.modules)"
    done = run_python(code, {"PYGAME_HIDE_SUPPORT_PROMPT": "1"})
    assert done.returncode in (0, 3)
    if done.returncode == 0:
        assert done.stdout.strip().endswith("True")


def test_importing_creates_no_user_folder(tmp_path):
    target = tmp_path / "not-yet"
    code = "import tabletop.match, tabletop.userdata, tabletop.evaluate, tabletop.games"
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
    assert {"engine/core.py", "games/lucha_jefe/rules.py", "match.py", "userdata.py"} <= names


# --------------------------------------------------------------------------- no import cycles


def import_graph() -> dict[str, set[str]]:
    """Which tabletop modules each tabletop module imports (anywhere in it, functions included)."""
    modules = {}
    for path in python_sources():
        rel = path.relative_to(ROOT).with_suffix("")
        parts = rel.parts[:-1] if rel.name == "__init__" else rel.parts
        modules[".".join(parts)] = path
    graph: dict[str, set[str]] = {name: set() for name in modules}
    for name, path in modules.items():
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            targets = []
            if isinstance(node, ast.Import):
                targets = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    base = ".".join(package.split(".")[: len(package.split(".")) - node.level + 1] + ([base] if base else []))
                targets = [base] + [f"{base}.{a.name}" for a in node.names]
            for target in targets:
                if target in modules and target != name:
                    graph[name].add(target)
    return graph


def find_cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """One cycle of the graph as a list of modules, or None."""
    state: dict[str, int] = {}
    stack: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = 1
        stack.append(node)
        for nxt in sorted(graph[node]):
            if state.get(nxt) == 1:
                return stack[stack.index(nxt):] + [nxt]
            if nxt not in state:
                found = visit(nxt)
                if found:
                    return found
        stack.pop()
        state[node] = 2
        return None

    for node in sorted(graph):
        if node not in state:
            found = visit(node)
            if found:
                return found
    return None


def test_no_import_cycles_in_the_package():
    graph = import_graph()
    assert "tabletop.games.campeao.rules.play" in graph and graph["tabletop.games.campeao.rules.play"]
    cycle = find_cycle(graph)
    assert cycle is None, " -> ".join(cycle)


def test_the_cycle_finder_finds_a_cycle():
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": set()}) == ["a", "b", "c", "a"]
    assert find_cycle({"a": {"b"}, "b": set()}) is None


def test_the_layers_hold():
    """Arrows point down only: the shell never imports a game (the program hands it the registry),
    the ui and the match layer never import the shell or a game, and the rules and bots of a game
    never import its table, the ui or the shell."""
    graph = import_graph()

    def reaches(start: str) -> set[str]:
        seen, todo = set(), [start]
        while todo:
            for nxt in graph[todo.pop()]:
                if nxt not in seen:
                    seen.add(nxt)
                    todo.append(nxt)
        return seen

    for name in graph:
        below = reaches(name)
        if name.startswith(("tabletop.shell", "tabletop.ui", "tabletop.match", "tabletop.ai", "tabletop.engine")):
            assert not any(m.startswith("tabletop.games") for m in below), f"{name} reaches a game"
        if name.startswith(("tabletop.ui", "tabletop.match", "tabletop.ai", "tabletop.engine")):
            assert not any(m.startswith("tabletop.shell") for m in below), f"{name} reaches the shell"
        if ".rules" in name or name.endswith(".bots"):
            assert not any(m.startswith(("tabletop.shell", "tabletop.ui")) or m.endswith((".table", ".art", ".draw"))
                           for m in below), f"{name} reaches the screen"


@pytest.mark.parametrize("path", python_sources(), ids=lambda p: p.relative_to(PACKAGE).as_posix())
def test_no_pickle_eval_or_exec(path):
    assert forbidden_uses(path.read_text(encoding="utf-8"), str(path)) == []


def test_the_scanner_catches_what_it_should():
    bad = "import pickle\nfrom marshal import loads\nx = eval('1')\nexec('y = 2')\nbuiltins.eval('3')\n__import__('pickle')\n"
    assert len(forbidden_uses(bad, "bad.py")) == 6
    fine = "import json\nclock.tick()\nsomething.evaluate()\nmodel.eval()\nq.exec()\n# eval( and pickle in a comment\n"
    assert forbidden_uses(fine, "fine.py") == []


def test_the_registry_describes_each_game_as_its_rules_do():
    """``GameInfo`` names its rules by path and states id and seat range itself (so the title
    screen needs no rules); they must agree with the rules module they name."""
    from tabletop import games

    for game in games.GAMES:
        rules = game.rules
        assert rules.__name__ == game.rules_module
        assert rules.id == game.id
        assert (rules.min_players, rules.max_players) == game.players, game.id


def test_starting_the_title_screen_loads_no_games_rules():
    code = (
        "import sys\n"
        "from tabletop import games\n"
        "import tabletop.shell.title\n"
        "print(','.join(m for m in sys.modules if '.rules' in m))\n"
    )
    done = run_python(code, {"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"})
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "", f"rules loaded at start: {done.stdout.strip()}"
