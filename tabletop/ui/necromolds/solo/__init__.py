"""Solo play at the Necromolds table: Basalt LaSeur's Revenge (NM-SOLO-*) shown as it happens."""
