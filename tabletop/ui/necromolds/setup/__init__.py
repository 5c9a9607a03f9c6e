"""The Necromolds set-up screens: terrain, army builder, deployment, and the hand-over between seats."""
