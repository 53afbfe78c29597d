"""The program's shell, apart from every game: the scene stack, the title and seat setup screens,
the common table scene every game's table builds on, and the overlays (pause, rules, settings,
hand-over curtain, results). It never imports a game: the program hands it the registry.
"""
