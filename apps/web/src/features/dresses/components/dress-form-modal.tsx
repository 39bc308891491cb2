import { useState, type FormEvent } from 'react';
import { z } from 'zod';
import { type CategoriesResponse, clothTypeOf, type Dress, DRESS_LENGTH_LABELS, DRESS_LENGTHS, DRESS_SIZES, DressLengthSchema, GARMENT_PHOTO_TIPS, LIMITS, optionalNonNegative } from '@tryown/contracts';
import { Button } from '../../../components/button.tsx';
import { Field } from '../../../components/field.tsx';
import { Modal } from '../../../components/modal.tsx';
import { toast } from '../../../components/toast.tsx';
import { parseForm, type FieldErrors } from '../../../lib/form.ts';
import { ImageInput } from '../../catalogue/components/image-input.tsx';
import { PhotoTips } from '../../catalogue/components/photo-tips.tsx';
import { SelectField } from '../../catalogue/components/select-field.tsx';
import { saveFailure } from '../../catalogue/failure.ts';
import { imageFileError, pickedImage, uploadImage } from '../../catalogue/image-file.ts';
import { useAddDress, useUpdateDress } from '../api/dress-mutations.ts';

type Tree = CategoriesResponse['categories'];

const DressFormSchema = z.object({
  // A disabled select (no category chosen yet) sends nothing, so a missing value reads as empty.
  category: z.string({ message: 'Category is required' }).trim().min(1, 'Category is required'),
  subcategory: z.string().trim().default(''),
  type: z.string({ message: 'Type is required' }).trim().min(1, 'Type is required'),
  price: optionalNonNegative('Price', LIMITS.price),
  originalPrice: optionalNonNegative('Original price', LIMITS.price),
  name: z.string().trim().max(200).default(''),
  brand: z.string().trim().max(100).default(''),
  description: z.string().trim().max(2000).default(''),
  stockStatus: z.string().trim().max(100).default(''),
  // Empty: the engine reads the length from the photo.
  length: z.union([z.literal('').transform(() => null), DressLengthSchema]).default(null),
});

const withCurrent = (options: string[], current: string | undefined) => (current && !options.includes(current) ? [...options, current] : options);

/** Types offered: the category's own plus those of the chosen subcategory (the spec's rule). */
export function typeOptions(tree: Tree, category: string, subcategory: string): string[] {
  const node = tree.find((c) => c.name === category);
  if (!node) return [];
  const sub = node.subcategories.find((s) => s.name === subcategory);
  return [...new Set([...node.types.map((t) => t.name), ...(sub?.types.map((t) => t.name) ?? [])])];
}

/** The lengths a garment of this category > subcategory > type can have, labelled for the store. */
export function lengthOptions(category: string, subcategory: string, type: string) {
  return DRESS_LENGTHS[clothTypeOf({ category, subcategory, type })].map((value) => ({ value, label: DRESS_LENGTH_LABELS[value] }));
}

type Props = { open: boolean; onClose: () => void; tree: Tree; dress?: Dress | null };

/** Add (image required) and edit of a dress, with dependent category > subcategory > type selects. */
export function DressFormModal(props: Props) {
  // A fresh form (and fresh select state) for every dress opened.
  return props.open ? <DressForm key={props.dress?._id ?? 'new'} {...props} /> : null;
}

function DressForm({ onClose, tree, dress }: Props) {
  const editing = Boolean(dress);
  const add = useAddDress();
  const update = useUpdateDress();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [uploading, setUploading] = useState(false);
  const [category, setCategory] = useState(dress?.category ?? '');
  const [subcategory, setSubcategory] = useState(dress?.subcategory ?? '');
  const [type, setType] = useState(dress?.type ?? '');
  const [length, setLength] = useState<string>(dress?.length ?? '');
  const legacySizes = dress?.sizes.map((s) => s.size).filter((s) => !(DRESS_SIZES as readonly string[]).includes(s)) ?? [];
  const sizeChoices = [...DRESS_SIZES, ...legacySizes];
  const initiallySelected = new Set(dress ? dress.sizes.filter((s) => s.selected).map((s) => s.size) : DRESS_SIZES);
  const formId = editing ? 'edit-dress-form' : 'add-dress-form';

  const categoryNode = tree.find((c) => c.name === category);
  const categories = withCurrent(
    tree.map((c) => c.name),
    dress?.category,
  );
  const subcategories = withCurrent(categoryNode?.subcategories.map((s) => s.name) ?? [], dress && category === dress.category ? dress.subcategory : undefined);
  const types = withCurrent(typeOptions(tree, category, subcategory), dress && category === dress.category && subcategory === dress.subcategory ? dress.type : undefined);
  // A length that does not fit what the chosen type covers is not offered, and reads as unset.
  const lengths = lengthOptions(category, subcategory, type);
  const shownLength = lengths.some((l) => l.value === length) ? length : '';

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = parseForm(DressFormSchema, form);
    const file = pickedImage(form);
    const imageError = imageFileError(file, !editing);
    if (!parsed.success || imageError) {
      setErrors({ ...(parsed.success ? {} : parsed.errors), ...(imageError ? { image: imageError } : {}) });
      return;
    }
    setErrors({});
    const checked = new Set(new FormData(form).getAll('sizes').map(String));
    const sizes = sizeChoices.map((size) => ({ size, selected: checked.has(size) }));
    try {
      setUploading(true);
      const imageKey = file ? await uploadImage('dress', file) : undefined;
      setUploading(false);
      const body = { ...parsed.data, sizes, ...(imageKey ? { imageKey } : {}) };
      if (dress) {
        await update.mutateAsync({ id: dress._id, body });
        toast.success('Dress updated successfully!');
      } else {
        await add.mutateAsync({ ...body, imageKey: imageKey! });
        toast.success('Dress added successfully!');
      }
      form.reset();
      onClose();
    } catch (error) {
      setUploading(false);
      toast.error(saveFailure(editing ? 'Failed to update dress.' : 'Failed to add dress.', error));
    }
  }

  return (
    <Modal
      open
      title={editing ? 'Edit Dress' : 'Add Dress'}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} pending={uploading || add.isPending || update.isPending} pendingLabel={uploading ? 'Uploading…' : add.isPending || update.variables?.body.imageKey ? 'Checking photo…' : 'Saving…'}>
            {editing ? 'Update Dress' : 'Add Dress'}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={handleSubmit} className="grid gap-4">
        <ImageInput required={!editing} keepHint={editing} currentUrl={dress?.thumbnailUrl} error={errors.image} />
        <PhotoTips tips={GARMENT_PHOTO_TIPS} />
        <div className="grid gap-3 sm:grid-cols-3">
          <SelectField
            name="category"
            label="Category"
            required
            placeholder="Select…"
            options={categories}
            value={category}
            error={errors.category}
            onChange={(event) => {
              setCategory(event.target.value);
              setSubcategory('');
              setType('');
            }}
          />
          <SelectField
            name="subcategory"
            label="Subcategory"
            placeholder="None"
            options={subcategories}
            value={subcategory}
            disabled={!category}
            onChange={(event) => {
              setSubcategory(event.target.value);
              setType('');
            }}
          />
          <SelectField name="type" label="Type" required placeholder="Select…" options={types} value={type} disabled={!category} error={errors.type} onChange={(event) => setType(event.target.value)} />
        </div>
        <SelectField
          name="length"
          label="Length (where the hem falls on the body)"
          placeholder="Read from the photo"
          options={lengths}
          value={shownLength}
          disabled={!type}
          hint="Where the garment ends on the body in try-ons. A crop top and a hip-length top can look alike in a photo: say it when you know it."
          error={errors.length}
          onChange={(event) => setLength(event.target.value)}
        />
        <div className="grid gap-3 sm:grid-cols-2">
          <Field name="price" label="Price" type="number" min={0} step="any" defaultValue={dress?.price ?? ''} error={errors.price} />
          <Field name="originalPrice" label="Original Price" type="number" min={0} step="any" defaultValue={dress?.originalPrice ?? ''} error={errors.originalPrice} />
          <Field name="brand" label="Brand" defaultValue={dress?.brand} error={errors.brand} />
          <Field name="name" label="Name" defaultValue={dress?.name} error={errors.name} />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${formId}-description`} className="text-sm font-medium text-ink-700">
            Description
          </label>
          <textarea id={`${formId}-description`} name="description" rows={3} defaultValue={dress?.description} className="rounded-xl border border-ink-200 px-3.5 py-2 text-sm outline-none focus:border-brand-500 focus:ring-4 focus:ring-brand-100" />
        </div>
        <Field name="stockStatus" label="Stock Status" placeholder="e.g. In stock" defaultValue={dress?.stockStatus} error={errors.stockStatus} />
        <fieldset className="flex flex-col gap-2">
          <legend className="text-sm font-medium text-ink-700">Sizes</legend>
          <div className="flex flex-wrap gap-2">
            {sizeChoices.map((size) => (
              <label key={size} className="inline-flex items-center gap-1.5 rounded-lg px-2.5 py-1.5 text-sm ring-1 ring-ink-200 has-[:checked]:bg-brand-50 has-[:checked]:ring-brand-400">
                <input type="checkbox" name="sizes" value={size} defaultChecked={initiallySelected.has(size)} />
                {size}
              </label>
            ))}
          </div>
        </fieldset>
      </form>
    </Modal>
  );
}
