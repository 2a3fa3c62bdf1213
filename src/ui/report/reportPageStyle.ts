// The saved report's style, inline in the page: dark text on white, the system's own fonts, a
// column that fits any screen, and on a narrow one the roll table's rows stand as cards, each cell
// named by its column. Nothing here fetches anything (no web font; the pictures are inline).
export const REPORT_PAGE_STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.45 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1a1d21;background:#fff}
main{max-width:760px;margin:0 auto;padding:16px}
h1{font-size:1.4em;margin:0 0 4px}
h2{font-size:1.1em;margin:20px 0 6px}
.about,.muted{color:#555}
.report-sides,.report-swings{padding-left:22px;margin:0}
li{margin:4px 0}
.luck-chart{margin:12px 0}
.luck-chart>svg{width:100%;height:auto}
.luck-chart text{fill:#444;font-size:11px}
.luck-chart line.grid{stroke:#0002}
.luck-chart line.zero{stroke:#0008}
.luck-chart figcaption{display:flex;flex-wrap:wrap;gap:12px;font-size:.9em}
.luck-key{display:inline-flex;align-items:center;gap:4px}
.luck-key svg{width:28px;height:8px}
.report-rolls{border-collapse:collapse;width:100%;font-size:.85em}
.report-rolls th,.report-rolls td{text-align:left;padding:3px 6px;border-bottom:1px solid #ddd;vertical-align:top}
.moment-pictures{display:grid;grid-template-columns:repeat(auto-fill,minmax(min(300px,100%),1fr));gap:12px}
.moment-picture{margin:0}
.moment-picture img{display:block;width:100%;height:auto;border-radius:4px}
.moment-picture figcaption{font-size:.85em;color:#555}
figure,tr,li{break-inside:avoid}
h2{break-after:avoid}
@media (max-width:560px){
main{padding:10px}
.report-rolls thead{display:none}
.report-rolls,.report-rolls tbody,.report-rolls tr,.report-rolls td{display:block;width:100%}
.report-rolls tr{border:1px solid #ddd;border-radius:6px;margin:0 0 8px;padding:4px 0}
.report-rolls td{border:0;padding:1px 8px}
.report-rolls td::before{content:attr(data-label) ': ';font-weight:600}
}
`;
