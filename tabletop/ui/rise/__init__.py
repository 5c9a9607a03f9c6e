"""Rise of the Necromancers in the app: the new-game screen, the set-up shown, which scene shows a
session (`flow`), saves (`persist`), scenarios, the end screen, the rules summary, and the table
(`table/`)."""
