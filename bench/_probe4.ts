import { loadRung } from '/work/h-incsight/bench/ladder/load';
import { createSight, buildTableModel } from '/work/h-incsight/src/rules/paintball-mini/sight';
import { median } from '/work/h-incsight/bench/timing';
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
for (const rung of ['huge', 'biggest'] as const) for (const mode of ['hex', 'hexless'] as const) {
  let setup = loadRung(rung, mode);
  const sight = createSight();
  const live = () => setup.figures.filter((x) => x.role === 'paintballer' && x.status !== 'eliminated');
  const lines = () => { for (const a of live()) for (const b of live()) if (a.team !== b.team) sight.line(setup, a.id, b.id); };
  const threats = () => { sight.threatMap(setup, 'red'); sight.threatMap(setup, 'blue'); };
  lines(); threats();
  const r: Record<string, number[]> = { model: [], mline: [], mthreat: [], cmodel: [], cline: [], cthreat: [], build: [] };
  for (let k = 0; k < 9; k++) {
    const f = live()[(k * 7) % live().length]!;
    setup = { ...setup, figures: setup.figures.map((x) => x === f ? { ...x, at: { x: x.at.x + (k % 2 ? 2 : -2), y: x.at.y } } : x) };
    let t = cpu(); lines(); r.mline!.push(cpu() - t);
    t = cpu(); threats(); r.mthreat!.push(cpu() - t);
    const i = setup.terrain.findIndex((p) => p.kind === 'smoke');
    const before = sight.model(setup);
    if (i >= 0) { setup = { ...setup, terrain: setup.terrain.filter((_, j) => j !== i) };
      t = cpu(); buildTableModel(setup, before); r.build!.push(cpu() - t);
      t = cpu(); sight.model(setup); r.cmodel!.push(cpu() - t);
      t = cpu(); lines(); r.cline!.push(cpu() - t);
      t = cpu(); threats(); r.cthreat!.push(cpu() - t); }
  }
  console.log(rung, mode, Object.entries(r).map(([k, v]) => `${k} ${median(v).toFixed(2)}`).join(' | '));
}
