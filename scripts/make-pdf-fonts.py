"""Makes the fonts of the shop's PDF documents (invoices) in assets/fonts from @fontsource-variable's Inter.

PDF needs static outlines (a variable font embeds its default weight only), so this cuts a regular
(400) and a bold (700) instance of the latin and latin-ext files, keeps the Latin-1 letters, the Czech and
Slovak ones and the typographic signs invoices use, and merges each weight into one TrueType file.
Needs fontTools with brotli (Debian: apt-get install python3-fonttools python3-brotli):
    /usr/bin/python3 scripts/make-pdf-fonts.py
"""
from pathlib import Path

from fontTools import subset
from fontTools.merge import Merger
from fontTools.ttLib import TTFont
from fontTools.varLib import instancer

ROOT = Path(__file__).resolve().parent.parent
SOURCE = ROOT / 'node_modules/@fontsource-variable/inter/files'
LATIN = [*range(0x20, 0x7F), *range(0xA0, 0x100),
         0x20AC, 0x2013, 0x2014, 0x2018, 0x2019, 0x201A, 0x201C, 0x201E, 0x2022, 0x2026, 0x2212]
CS_SK = [ord(letter) for letter in 'áäčďéěíĺľňóôŕřšťúůýžÁÄČĎÉĚÍĹĽŇÓÔŔŘŠŤÚŮÝŽ']


def static_part(subset_name: str, unicodes: list[int], weight: int, out: Path) -> Path:
    font = instancer.instantiateVariableFont(TTFont(SOURCE / f'inter-{subset_name}-wght-normal.woff2'),
                                             {'wght': weight})
    font.flavor = None
    options = subset.Options()
    options.layout_features = []
    options.drop_tables += ['GSUB', 'GPOS', 'GDEF', 'STAT']
    options.name_IDs = ['*']
    options.notdef_outline = True
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=unicodes)
    subsetter.subset(font)
    font.save(out)
    return out


def main() -> None:
    tmp = ROOT / '.pdf-fonts-tmp'
    tmp.mkdir(exist_ok=True)
    for weight, name in [(400, 'regular'), (700, 'bold')]:
        parts = [static_part('latin', LATIN, weight, tmp / f'latin-{name}.ttf'),
                 static_part('latin-ext', CS_SK, weight, tmp / f'latin-ext-{name}.ttf')]
        Merger().merge([str(part) for part in parts]).save(ROOT / f'assets/fonts/inter-pdf-{name}.ttf')
    for file in tmp.iterdir():
        file.unlink()
    tmp.rmdir()


if __name__ == '__main__':
    main()
