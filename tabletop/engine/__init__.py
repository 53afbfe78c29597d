"""The engine core every game's rules build on (``core``) and the way a game describes itself
to the program (``game``). Pure: nothing here imports pygame or touches user files.

The games themselves live in ``tabletop/games/<game>/``; their registry is ``tabletop.games``.
"""
