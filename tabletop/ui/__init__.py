"""Pieces, widgets and helpers the scenes are built from: tweens, drag-and-drop, layout, assets."""
