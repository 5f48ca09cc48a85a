print("Navigatron sample: coming soon")
