import type { PartProps } from './InstancedPart';
import { InstancedPart } from './InstancedPart';

/**
 * A model's repeated shapes, one instanced mesh each, listed as data: a system says what each part
 * is, and they are drawn in the order listed, where `Parts` stands among the model's other children.
 */
export function Parts({ parts }: { parts: readonly PartProps[] }) {
  return parts.map((p) => <InstancedPart key={p.name} {...p} />);
}
