"""The Dead Last table scene, in parts: ``picture`` (what the table shows, moved by events),
``geometry`` (where the seats stand), ``draw`` (the pieces), ``hand`` (the strip of choices at the
foot), ``paint`` (one frame) and ``scene`` (the scene: events, input, who is looking)."""
