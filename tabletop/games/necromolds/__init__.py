"""Necromolds: Monster Battles, headless (basic, standard and advanced play).

Modules: `library` (content access), `state` (the JSON-ready state), `actions` (tagged action
records), `chance` (every roll; the test hook for forced faces), `field` (the geometry
Battlefield of a state, cached), `setup` (terrain, molding, deployment), `rounds` (who goes
first, command dice, turns, move and ranged commands), `combat`, `abilities`, `legal`
(who acts, legal actions) and `game` (the protocol object `NecromoldsGame`).
"""
