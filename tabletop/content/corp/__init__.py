"""NecronomiCORP content: the records and effect vocabulary (records.py), the loader and checks."""
