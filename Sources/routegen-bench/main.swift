print("routegen-bench: coming soon")
