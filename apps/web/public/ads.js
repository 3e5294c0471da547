// Bait for the login page's ad-blocker check: blockers refuse files with this name.
