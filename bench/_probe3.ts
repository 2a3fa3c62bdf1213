import { loadRung } from '/work/h-incsight/bench/ladder/load';
import { createSight } from '/work/h-incsight/src/rules/paintball-mini/sight';
import { median } from '/work/h-incsight/bench/timing';
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
for (const rung of ['huge', 'biggest'] as const) for (const mode of ['hex', 'hexless'] as const) {
  let setup = loadRung(rung, mode);
  const sight = createSight();
  const live = () => setup.figures.filter((x) => x.role === 'paintballer' && x.status !== 'eliminated');
  const all = () => { for (const a of live()) for (const b of live()) if (a.team !== b.team) sight.line(setup, a.id, b.id); sight.threatMap(setup, 'red'); sight.threatMap(setup, 'blue'); };
  all();
  const moves: number[] = [], clouds: number[] = [];
  for (let k = 0; k < 9; k++) {
    const f = live()[(k * 7) % live().length]!;
    setup = { ...setup, figures: setup.figures.map((x) => x === f ? { ...x, at: { x: x.at.x + (k % 2 ? 2 : -2), y: x.at.y } } : x) };
    let t = cpu(); all(); moves.push(cpu() - t);
    const i = setup.terrain.findIndex((p) => p.kind === 'smoke');
    if (i >= 0) { setup = { ...setup, terrain: setup.terrain.filter((_, j) => j !== i) }; t = cpu(); all(); clouds.push(cpu() - t); }
  }
  console.log(rung, mode, 'move', median(moves).toFixed(2), moves.map(x=>x.toFixed(1)).join(' '), 'cloud', median(clouds).toFixed(2), clouds.map(x=>x.toFixed(1)).join(' '));
}
