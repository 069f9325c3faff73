import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical, Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { MAX_MILESTONES } from '@lancer/api/rules/proposal-milestones';
import { Button } from '@lancer/ui/components/button';
import { DatePicker } from '@lancer/ui/components/date-picker';
import { FormField } from '@lancer/ui/components/form-field';
import { Input } from '@lancer/ui/components/input';

import { blankMilestone, type MilestoneDraft } from '../lib/milestone-draft';

type MilestonesEditorProps = {
  milestones: MilestoneDraft[];
  onChange: (next: MilestoneDraft[]) => void;
  /** Error texts by field path (`milestones.0.title`...). */
  errorOf: (path: string) => string | undefined;
  disabled?: boolean;
};

/**
 * The milestone rows: add, remove, edit, and reorder by dragging the handle or with the keyboard
 * (a proposal's and an offer's milestones).
 */
export function MilestonesEditor({ milestones, onChange, errorOf, disabled }: MilestonesEditorProps) {
  const { t } = useTranslation('common', { keyPrefix: 'milestones' });
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const titleOf = (id: string | number) => {
    const index = milestones.findIndex((milestone) => milestone.key === id);
    return t('position', { position: index + 1, title: milestones[index]?.title || t('untitled') });
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = milestones.findIndex((milestone) => milestone.key === active.id);
    const to = milestones.findIndex((milestone) => milestone.key === over.id);
    onChange(arrayMove(milestones, from, to));
  };
  const update = (index: number, patch: Partial<MilestoneDraft>) =>
    onChange(milestones.map((milestone, at) => (at === index ? { ...milestone, ...patch } : milestone)));
  return (
    <div className="flex flex-col gap-3">
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          screenReaderInstructions: { draggable: t('dragInstructions') },
          announcements: {
            onDragStart: ({ active }) => t('picked', { milestone: titleOf(active.id) }),
            onDragOver: ({ active, over }) =>
              over ? t('over', { milestone: titleOf(active.id), target: titleOf(over.id) }) : undefined,
            onDragEnd: ({ active, over }) =>
              over ? t('dropped', { milestone: titleOf(active.id), target: titleOf(over.id) }) : undefined,
            onDragCancel: ({ active }) => t('cancelled', { milestone: titleOf(active.id) }),
          },
        }}
      >
        <SortableContext
          items={milestones.map((milestone) => milestone.key)}
          strategy={verticalListSortingStrategy}
        >
          <ol className="flex flex-col gap-3" aria-label={t('listLabel')}>
            {milestones.map((milestone, index) => (
              <MilestoneRow
                key={milestone.key}
                milestone={milestone}
                index={index}
                canRemove={milestones.length > 1}
                disabled={disabled}
                errorOf={errorOf}
                onChange={(patch) => update(index, patch)}
                onRemove={() => onChange(milestones.filter((_, at) => at !== index))}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      <div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={disabled || milestones.length >= MAX_MILESTONES}
          onClick={() => onChange([...milestones, blankMilestone()])}
        >
          <Plus aria-hidden />
          {t('add')}
        </Button>
        {milestones.length >= MAX_MILESTONES ? (
          <p className="mt-1 text-sm text-muted-foreground">{t('max', { count: MAX_MILESTONES })}</p>
        ) : null}
      </div>
    </div>
  );
}

type MilestoneRowProps = {
  milestone: MilestoneDraft;
  index: number;
  canRemove: boolean;
  disabled?: boolean;
  errorOf: (path: string) => string | undefined;
  onChange: (patch: Partial<MilestoneDraft>) => void;
  onRemove: () => void;
};

function MilestoneRow({
  milestone,
  index,
  canRemove,
  disabled,
  errorOf,
  onChange,
  onRemove,
}: MilestoneRowProps) {
  const { t } = useTranslation('common', { keyPrefix: 'milestones' });
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: milestone.key, disabled });
  const position = index + 1;
  const path = (field: string) => `milestones.${index}.${field}`;
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      data-dragging={isDragging || undefined}
      aria-label={t('rowLabel', { position })}
      className="flex gap-2 rounded-lg border bg-card p-3 data-dragging:z-10 data-dragging:shadow-lg"
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={t('move', { position })}
        className="mt-7 flex h-9 w-6 shrink-0 cursor-grab items-center justify-center rounded text-muted-foreground outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <GripVertical aria-hidden className="size-4" />
      </button>
      <div className="grid flex-1 gap-3 sm:grid-cols-[1fr_9rem_10rem]">
        <FormField label={t('titleShort')} error={errorOf(path('title'))}>
          <Input
            aria-label={t('title', { position })}
            value={milestone.title}
            maxLength={120}
            disabled={disabled}
            onChange={(event) => onChange({ title: event.target.value })}
          />
        </FormField>
        <FormField label={t('amountShort')} error={errorOf(path('amount'))}>
          <Input
            inputMode="decimal"
            autoComplete="off"
            className="text-right tabular-nums"
            placeholder="0.00"
            aria-label={t('amount', { position })}
            value={milestone.amount}
            disabled={disabled}
            onChange={(event) => onChange({ amount: event.target.value })}
          />
        </FormField>
        <FormField label={t('dueShort')} error={errorOf(path('due_date'))}>
          <DatePicker
            aria-label={t('due', { position })}
            value={milestone.due_date}
            disabled={disabled}
            onValueChange={(due_date) => onChange({ due_date })}
          />
        </FormField>
      </div>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="mt-6"
        aria-label={t('remove', { position })}
        disabled={disabled || !canRemove}
        onClick={onRemove}
      >
        <Trash2 aria-hidden />
      </Button>
    </li>
  );
}
