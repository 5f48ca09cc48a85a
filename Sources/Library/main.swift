print("Library sample: coming soon")
