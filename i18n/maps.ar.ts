// الخرائط (src/maps وsrc/resources/addresses وareas) بالعربية. نفس مفاتيح maps.en.ts.
export default {
  maps: {
    address_title: 'العنوان',
    area_title: 'المنطقة',
    location: 'الموقع',
    outline: 'الحدود',
    latitude: 'خط العرض',
    longitude: 'خط الطول',
    coordinates: 'الإحداثيات',
    no_point: 'لم تُحدَّد لهذا العنوان نقطة على الخريطة بعد.',
    no_outline: 'لم تُرسم حدود هذه المنطقة بعد.',
    corners:
      'لا أركان |||| ركن واحد |||| ركنان |||| %{smart_count} أركان |||| %{smart_count} ركنًا |||| %{smart_count} ركن',
    bounds: 'المستطيل المحيط',
    south: 'الجنوب',
    west: 'الغرب',
    north: 'الشمال',
    east: 'الشرق',
    map_of: 'خريطة: %{name}',
    pin: 'الدبوس',
    zoom_in: 'تكبير',
    zoom_out: 'تصغير',
    loading: 'جارٍ تحميل الخريطة…',
    pick_hint: 'انقر على الخريطة أو اسحب الدبوس لتحديد النقطة، أو اكتب خط العرض وخط الطول.',
    no_tiles: 'لم تُضبط خريطة (الإعدادات، عنوان مربعات الخريطة): اكتب خط العرض وخط الطول.',
  },
};
