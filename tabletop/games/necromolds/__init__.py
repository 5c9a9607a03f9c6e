"""Necromolds: Monster Battles, headless (basic, standard and advanced play; 2 to 4 players).

Modules: `library` (content access), `settings` (the settings a game may start with, validated),
`state` (the JSON-ready state), `actions` (tagged action records and their sanity bounds), `chance` (every roll and deal; the test hook for forced faces), `field` (the geometry
Battlefield of a state, cached), `setup` (terrain, molding, deployment zones), `turns` (the
round's turn order and turns cycling through it), `rounds` (command dice, turns, move and
ranged commands), `combat` (with elimination and the end), `abilities`, `legal` (who acts,
legal actions), `view` (what a seat may see), `invariants` (what every reachable state keeps, for
tests) and `game` (the protocol object `NecromoldsGame`).
"""
