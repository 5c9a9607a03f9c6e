"""Colour-vision deficiency on pixels, for the palette tests (issue 26).

The matrices are Machado, Oliveira & Fernandes, "A Physiologically-based Model for Simulation of
Color Vision Deficiency", IEEE TVCG 15(6), 2009, severity 1.0 (dichromacy: protanopia, deuteranopia,
tritanopia), applied to linear-light sRGB as the paper does. Distances are CIE76 ΔE in CIELAB (D65).
"""

from __future__ import annotations

import numpy as np

MACHADO_2009 = {
    "protanopia": np.array(
        [[0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216], [-0.003882, -0.048116, 1.051998]]
    ),
    "deuteranopia": np.array(
        [[0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413], [-0.011820, 0.042940, 0.968881]]
    ),
    "tritanopia": np.array(
        [[1.255528, -0.076749, -0.178779], [-0.078411, 0.930809, 0.147602], [0.004733, 0.691367, 0.303900]]
    ),
}
_RGB_TO_XYZ = np.array([[0.4124, 0.3576, 0.1805], [0.2126, 0.7152, 0.0722], [0.0193, 0.1192, 0.9505]])
_WHITE = np.array([0.95047, 1.0, 1.08883])


def linear(rgb) -> np.ndarray:
    """sRGB 0..255 (any shape ending in 3) to linear light 0..1."""
    c = np.asarray(rgb, dtype=float) / 255.0
    return np.where(c <= 0.04045, c / 12.92, ((c + 0.055) / 1.055) ** 2.4)


def encode(lin: np.ndarray) -> np.ndarray:
    """Linear light back to sRGB 0..255."""
    c = np.clip(lin, 0.0, 1.0)
    return 255.0 * np.where(c <= 0.0031308, 12.92 * c, 1.055 * c ** (1 / 2.4) - 0.055)


def simulate(rgb, deficiency: str) -> np.ndarray:
    """How `rgb` (pixels, any shape ending in 3) looks to a dichromat of that kind."""
    return encode(linear(rgb) @ MACHADO_2009[deficiency].T)


def lab(rgb) -> np.ndarray:
    """CIELAB (D65) of sRGB pixels."""
    xyz = (linear(rgb) @ _RGB_TO_XYZ.T) / _WHITE
    f = np.where(xyz > 0.008856, np.cbrt(xyz), 7.787 * xyz + 16 / 116)
    return np.stack([116 * f[..., 1] - 16, 500 * (f[..., 0] - f[..., 1]), 200 * (f[..., 1] - f[..., 2])], axis=-1)


def delta_e(a, b) -> float:
    """CIE76 colour difference of two sRGB colours."""
    return float(np.linalg.norm(lab(a) - lab(b)))
