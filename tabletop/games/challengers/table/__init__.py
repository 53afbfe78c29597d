"""The Challengers! table: the scene players use, its zones (``zones``) and the tournament
director's views (``director``: the bracket, the standings and the champion, drawn from a view)."""
