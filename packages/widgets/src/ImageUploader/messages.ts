import type { Messages } from '../i18n/messages';

export type ImageUploaderMessageKey =
  | 'manualTitle'
  | 'manualIntro'
  | 'chooseFile'
  | 'selected'
  | 'upload'
  | 'uploading'
  | 'uploadingStatus'
  | 'invalidTypeTitle'
  | 'invalidTypeDescription'
  | 'tooLargeTitle'
  | 'tooLargeDescription'
  | 'successTitle'
  | 'successDescription'
  | 'failureTitle'
  | 'failureDescription'
  | 'uploadedTitle'
  | 'copyUrl'
  | 'copiedTitle'
  | 'copiedDescription'
  | 'copyFailedTitle'
  | 'copyFailedDescription'
  | 'bulkTitle'
  | 'bulkIntro'
  | 'bulkStart'
  | 'bulkBusy'
  | 'bulkNoAssets'
  | 'bulkDone'
  | 'bulkAssets'
  | 'bulkResults'
  | 'success'
  | 'error_fetch'
  | 'error_uploadUrl'
  | 'error_upload'
  | 'error_unknown';

export const imageUploaderMessages: Messages<ImageUploaderMessageKey> = {
  en: {
    manualTitle: 'Upload Image',
    manualIntro: 'Choose a JPEG, PNG, GIF or WEBP image of up to 10 MB.',
    chooseFile: 'Image file',
    selected: 'Selected: {name} ({size})',
    upload: 'Upload Image',
    uploading: 'Uploading...',
    uploadingStatus: 'Uploading {name}...',
    invalidTypeTitle: 'Invalid file type',
    invalidTypeDescription: 'Please select a valid image file (JPEG, PNG, GIF, WEBP)',
    tooLargeTitle: 'File too large',
    tooLargeDescription: 'Please select an image smaller than 10MB',
    successTitle: 'Upload successful',
    successDescription: 'Image uploaded successfully: {fileName}',
    failureTitle: 'Upload failed',
    failureDescription: 'Failed to upload image. Please try again.',
    uploadedTitle: 'Uploaded Images',
    copyUrl: 'Copy URL',
    copiedTitle: 'URL copied',
    copiedDescription: 'Image URL copied to clipboard',
    copyFailedTitle: 'Copy failed',
    copyFailedDescription: 'The URL could not be copied. Select it and copy it by hand.',
    bulkTitle: 'Bulk Upload to Storage',
    bulkIntro: "Copies the site's bundled images to object storage, one after another.",
    bulkStart: 'Upload All to Storage',
    bulkBusy: 'Uploading {done} of {total}...',
    bulkNoAssets: 'No assets to upload.',
    bulkDone: '{succeeded} of {total} uploaded.',
    bulkAssets: 'Assets',
    bulkResults: 'Results',
    success: 'Success',
    error_fetch: 'Failed to fetch {filename}',
    error_uploadUrl: 'Failed to get upload URL',
    error_upload: 'Upload failed',
    error_unknown: 'Unknown error',
  },
  fr: {
    manualTitle: 'Téléverser une image',
    manualIntro: "Choisissez une image JPEG, PNG, GIF ou WEBP jusqu'à 10 Mo.",
    chooseFile: "Fichier d'image",
    selected: 'Sélection : {name} ({size})',
    upload: "Téléverser l'image",
    uploading: 'Téléversement...',
    uploadingStatus: 'Téléversement de {name}...',
    invalidTypeTitle: 'Type de fichier non valide',
    invalidTypeDescription: 'Veuillez choisir une image valide (JPEG, PNG, GIF, WEBP)',
    tooLargeTitle: 'Fichier trop volumineux',
    tooLargeDescription: 'Veuillez choisir une image de moins de 10 Mo',
    successTitle: 'Téléversement réussi',
    successDescription: 'Image téléversée : {fileName}',
    failureTitle: 'Échec du téléversement',
    failureDescription: "Impossible de téléverser l'image. Veuillez réessayer.",
    uploadedTitle: 'Images téléversées',
    copyUrl: "Copier l'URL",
    copiedTitle: 'URL copiée',
    copiedDescription: "L'URL de l'image a été copiée dans le presse-papiers",
    copyFailedTitle: 'Copie impossible',
    copyFailedDescription: "L'URL n'a pas pu être copiée. Sélectionnez-la et copiez-la à la main.",
    bulkTitle: 'Téléversement groupé vers le stockage',
    bulkIntro: "Copie les images du site vers le stockage d'objets, l'une après l'autre.",
    bulkStart: 'Tout téléverser',
    bulkBusy: 'Téléversement {done} sur {total}...',
    bulkNoAssets: 'Aucune ressource à téléverser.',
    bulkDone: '{succeeded} sur {total} téléversées.',
    bulkAssets: 'Ressources',
    bulkResults: 'Résultats',
    success: 'Réussi',
    error_fetch: 'Impossible de récupérer {filename}',
    error_uploadUrl: "Impossible d'obtenir l'adresse de téléversement",
    error_upload: 'Échec du téléversement',
    error_unknown: 'Erreur inconnue',
  },
  ar: {
    manualTitle: 'رفع صورة',
    manualIntro: 'اختر صورة JPEG أو PNG أو GIF أو WEBP بحجم لا يتجاوز 10 ميغابايت.',
    chooseFile: 'ملف الصورة',
    selected: 'المحدد: {name} ({size})',
    upload: 'رفع الصورة',
    uploading: 'جارٍ الرفع...',
    uploadingStatus: 'جارٍ رفع {name}...',
    invalidTypeTitle: 'نوع ملف غير صالح',
    invalidTypeDescription: 'يُرجى اختيار ملف صورة صالح (JPEG، PNG، GIF، WEBP)',
    tooLargeTitle: 'الملف كبير جدًا',
    tooLargeDescription: 'يُرجى اختيار صورة أصغر من 10 ميغابايت',
    successTitle: 'تم الرفع بنجاح',
    successDescription: 'تم رفع الصورة بنجاح: {fileName}',
    failureTitle: 'فشل الرفع',
    failureDescription: 'تعذّر رفع الصورة. يُرجى المحاولة مجددًا.',
    uploadedTitle: 'الصور المرفوعة',
    copyUrl: 'نسخ الرابط',
    copiedTitle: 'تم نسخ الرابط',
    copiedDescription: 'تم نسخ رابط الصورة إلى الحافظة',
    copyFailedTitle: 'تعذّر النسخ',
    copyFailedDescription: 'تعذّر نسخ الرابط. حدّده وانسخه يدويًا.',
    bulkTitle: 'رفع جماعي إلى التخزين',
    bulkIntro: 'ينسخ صور الموقع المضمّنة إلى تخزين الكائنات واحدة تلو الأخرى.',
    bulkStart: 'رفع الكل إلى التخزين',
    bulkBusy: 'جارٍ رفع {done} من {total}...',
    bulkNoAssets: 'لا توجد ملفات للرفع.',
    bulkDone: 'تم رفع {succeeded} من {total}.',
    bulkAssets: 'الملفات',
    bulkResults: 'النتائج',
    success: 'نجح',
    error_fetch: 'تعذّر جلب {filename}',
    error_uploadUrl: 'تعذّر الحصول على رابط الرفع',
    error_upload: 'فشل الرفع',
    error_unknown: 'خطأ غير معروف',
  },
  sw: {
    manualTitle: 'Pakia Picha',
    manualIntro: 'Chagua picha ya JPEG, PNG, GIF au WEBP isiyozidi MB 10.',
    chooseFile: 'Faili ya picha',
    selected: 'Umechagua: {name} ({size})',
    upload: 'Pakia Picha',
    uploading: 'Inapakia...',
    uploadingStatus: 'Inapakia {name}...',
    invalidTypeTitle: 'Aina ya faili si sahihi',
    invalidTypeDescription: 'Tafadhali chagua faili sahihi ya picha (JPEG, PNG, GIF, WEBP)',
    tooLargeTitle: 'Faili ni kubwa mno',
    tooLargeDescription: 'Tafadhali chagua picha iliyo chini ya MB 10',
    successTitle: 'Imepakiwa',
    successDescription: 'Picha imepakiwa: {fileName}',
    failureTitle: 'Upakiaji umeshindwa',
    failureDescription: 'Imeshindwa kupakia picha. Tafadhali jaribu tena.',
    uploadedTitle: 'Picha Zilizopakiwa',
    copyUrl: 'Nakili URL',
    copiedTitle: 'URL imenakiliwa',
    copiedDescription: 'URL ya picha imenakiliwa',
    copyFailedTitle: 'Imeshindwa kunakili',
    copyFailedDescription: 'URL haikuweza kunakiliwa. Ichague uinakili mwenyewe.',
    bulkTitle: 'Pakia Zote kwenye Hifadhi',
    bulkIntro: 'Inanakili picha za tovuti kwenye hifadhi moja baada ya nyingine.',
    bulkStart: 'Pakia Zote',
    bulkBusy: 'Inapakia {done} kati ya {total}...',
    bulkNoAssets: 'Hakuna faili za kupakia.',
    bulkDone: '{succeeded} kati ya {total} zimepakiwa.',
    bulkAssets: 'Faili',
    bulkResults: 'Matokeo',
    success: 'Imefaulu',
    error_fetch: 'Imeshindwa kupata {filename}',
    error_uploadUrl: 'Imeshindwa kupata anwani ya kupakia',
    error_upload: 'Upakiaji umeshindwa',
    error_unknown: 'Hitilafu isiyojulikana',
  },
};
