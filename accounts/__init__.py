"""Accounts: sign up, log in and out, change password, with our own templates."""
