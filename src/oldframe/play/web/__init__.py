"""The card database web app: ``create_app()`` returns a FastAPI app with server-rendered pages."""

from __future__ import annotations

from .app import create_app

__all__ = ["create_app"]
